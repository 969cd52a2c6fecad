import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../src/dataProviderTypes';
import { NdaLinkCard } from '../../src/custom/vault/NdaLinkCard';
import { renderOnRecord } from './renderOnRecord';

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

function renderCard(setSignedDocUrl: AppDataProvider['setSignedDocUrl'], signedDocUrl: string | null = null) {
  const dataProvider = { ...testDataProvider(), setSignedDocUrl } as unknown as AppDataProvider;
  renderOnRecord(dataProvider, { id: 7, signedDocUrl }, <NdaLinkCard propertyId={7} />);
  return { field: screen.getByRole('textbox', { name: 'NDA signature link' }), submit: screen.getByRole('button', { name: 'Submit' }) };
}

describe('NDA Link (spec §5)', () => {
  it('shows the current link, opening in a new tab', () => {
    renderCard(vi.fn(), 'https://sign.example.com/nda/7');
    const link = screen.getByRole('link', { name: /^https:\/\/sign\.example\.com\/nda\/7/ });
    expect(link).toHaveAttribute('href', 'https://sign.example.com/nda/7');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('asks for a link, refuses what is not an absolute http(s) address, and sends the trimmed link', async () => {
    const setSignedDocUrl = vi.fn(async () => ({ propertyId: 7, signedDocUrl: 'https://sign.example.com/nda', version: '2' }));
    const { field, submit } = renderCard(setSignedDocUrl);
    await userEvent.click(submit);
    expect(screen.getByText('Please enter an NDA signature link')).toBeInTheDocument();
    await userEvent.type(field, 'javascript:alert(1)');
    await userEvent.click(submit);
    expect(screen.getByText(/^The link must be an absolute http\(s\) URL/)).toBeInTheDocument();
    expect(setSignedDocUrl).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '  https://sign.example.com/nda ');
    await userEvent.click(submit);
    expect(setSignedDocUrl).toHaveBeenCalledWith(
      { params: { id: 7 }, body: expect.objectContaining({ signedDocUrl: 'https://sign.example.com/nda' }) },
      { ifMatch: undefined },
    );
    expect(await screen.findByText('NDA link saved.')).toBeInTheDocument();
  });

  it("keeps what was typed and says the spec's words when the save fails", async () => {
    const { field, submit } = renderCard(vi.fn().mockRejectedValue(new Error('HTTP error! status: 500')));
    await userEvent.type(field, 'https://sign.example.com/nda');
    await userEvent.click(submit);
    expect(await screen.findByText('Failed to submit NDA link. Please try again.')).toBeInTheDocument();
    expect(field).toHaveValue('https://sign.example.com/nda');
  });
});
