import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditConflictAlert } from '../../src/components/edit-conflict/EditConflictAlert';
import type { AppDataProvider } from '../../src/dataProviderTypes';
import { toHttpError } from '../../src/httpClient';
import { NdaLinkCard } from '../../src/custom/vault/NdaLinkCard';
import { renderOnRecord } from './renderOnRecord';

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

const changedAt = '2026-11-28T10:42:00.000Z';
/** 10:42 UTC as this machine's clock reads it: the message is in the admin's own zone. */
const localTime = (() => {
  const at = new Date(changedAt);
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
})();
const conflictError = () =>
  toHttpError(409, {
    error: {
      code: 'EDIT_CONFLICT',
      message: 'Changed by Sam Naidoo at 10:42 UTC since you opened it. Reload to see the change.',
      conflict: { changedBy: 'Sam Naidoo', changedAt },
    },
  });

describe('a save refused because another admin changed the record', () => {
  it('reads who and when in local time, keeps the code for forms, and leaves other errors as they were', () => {
    const error = conflictError();
    expect(error.message).toBe(`Changed by Sam Naidoo at ${localTime} since you opened it.`);
    expect(error.status).toBe(409);
    expect(toHttpError(409, { error: { code: 'CONFLICT', message: 'A seller company named X already exists' } }).message).toBe(
      'A seller company named X already exists',
    );
  });

  it('says so above the form, and Reload asks for the record again', async () => {
    const onReload = vi.fn(async () => undefined);
    render(<EditConflictAlert conflict={{ changedBy: 'Sam Naidoo', changedAt }} onReload={onReload} />);
    expect(screen.getByRole('alert')).toHaveTextContent(`Changed by Sam Naidoo at ${localTime} since you opened it.`);
    expect(screen.getByRole('alert')).toHaveTextContent('Your changes were not saved and are still shown.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('sends the loaded version with the NDA link and, refused, says who changed it and keeps what was typed', async () => {
    const setSignedDocUrl = vi.fn().mockRejectedValue(conflictError());
    const dataProvider = { ...testDataProvider(), setSignedDocUrl } as unknown as AppDataProvider;
    renderOnRecord(dataProvider, { id: 7, signedDocUrl: null, version: '1764326520123' }, <NdaLinkCard propertyId={7} />);
    const field = screen.getByRole('textbox', { name: 'NDA signature link' });
    await userEvent.type(field, 'https://sign.example.com/mine');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(`Changed by Sam Naidoo at ${localTime} since you opened it.`)).toBeInTheDocument();
    expect(setSignedDocUrl).toHaveBeenCalledWith(
      { params: { id: 7 }, body: expect.objectContaining({ signedDocUrl: 'https://sign.example.com/mine' }) },
      { ifMatch: '1764326520123' },
    );
    expect(field).toHaveValue('https://sign.example.com/mine');
  });
});
