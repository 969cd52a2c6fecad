import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicLinkButtons } from '../../src/resources/properties/details/PublicLinkButtons';
import { testDataProvider } from 'react-admin';
import { renderOnRecord } from './renderOnRecord';

describe('PublicLinkButtons', () => {
  it("opens the property's public page in a new tab", () => {
    renderOnRecord(testDataProvider(), { id: 7 }, <PublicLinkButtons publicUrl="https://www.example.com/properties/7" />);
    const open = screen.getByRole('link', { name: 'View Public Page' });
    expect(open).toHaveAttribute('href', 'https://www.example.com/properties/7');
    expect(open).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeEnabled();
  });

  it('without a public site configured, disables both and says why instead of linking nowhere', () => {
    renderOnRecord(testDataProvider(), { id: 7 }, <PublicLinkButtons publicUrl={null} />);
    const open = screen.getByRole('button', { name: 'View Public Page' });
    expect(open).toBeDisabled();
    expect(open).toHaveAccessibleDescription('The public site is not configured (PUBLIC_SITE_URL), so there is no public page to open.');
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeDisabled();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
