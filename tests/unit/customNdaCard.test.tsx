import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../src/dataProviderTypes';
import { CustomNdaCard } from '../../src/custom/vault/CustomNdaCard';
import { FakeUpload } from './fakeUpload';

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const BUYER = { id: 31, firstName: 'Ann', lastName: 'Buyer', emailAddress: 'ann@example.com' };

function renderCard() {
  const dataProvider = { ...testDataProvider(), getUsers: vi.fn(async () => [BUYER]) } as unknown as AppDataProvider;
  render(
    <AdminContext dataProvider={dataProvider} store={memoryStore()}>
      <CustomNdaCard propertyId={7} />
      <Notification />
    </AdminContext>,
  );
}

async function chooseBuyer() {
  await userEvent.type(screen.getByRole('combobox', { name: 'Buyer' }), 'ann');
  await userEvent.click(await screen.findByRole('option', { name: /Ann Buyer/ }, { timeout: 3000 }));
}

const pdf = () => new File(['%PDF-1.4 signed'], 'signed NDA.pdf', { type: 'application/pdf' });

describe('Custom NDA (spec §5)', () => {
  it('asks for a user, then for a file, before sending anything', async () => {
    const uploads = FakeUpload.install();
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Upload NDA' }));
    expect(screen.getByText('Please select a user')).toBeInTheDocument();
    await chooseBuyer();
    await userEvent.click(screen.getByRole('button', { name: 'Upload NDA' }));
    expect(screen.getByText('Please select a file to upload')).toBeInTheDocument();
    expect(uploads.count).toBe(0);
  });

  it('uploads the file for the buyer with a progress bar, in the spec fields', async () => {
    const uploads = FakeUpload.install();
    renderCard();
    await chooseBuyer();
    await userEvent.upload(screen.getByLabelText('Choose file'), pdf());
    expect(screen.getByText('signed NDA.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload NDA' }));
    const sent = await uploads.next();
    expect(sent.url).toMatch(/\/ndaregister\/upload$/);
    expect(sent.form.get('userid')).toBe('31');
    expect(sent.form.get('propertyid')).toBe('7');
    expect((sent.form.get('file') as File).name).toBe('signed NDA.pdf');
    sent.progress(0.4);
    expect(await screen.findByRole('progressbar', { name: 'Uploading...' })).toHaveAttribute('aria-valuenow', '40');
    sent.answer(201, { id: 9 });
    expect(await screen.findByText('The NDA of Ann Buyer was added to the NDA Signatories.')).toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  /** Chooses a buyer and a file, uploads, and has the server answer `status` with `message`. */
  const uploadAnswered = async (status: number, code: string, message: string) => {
    const uploads = FakeUpload.install();
    renderCard();
    await chooseBuyer();
    await userEvent.upload(screen.getByLabelText('Choose file'), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Upload NDA' }));
    (await uploads.next()).answer(status, { error: { code, message } });
  };

  it('says why a refused upload was refused, without advising a retry that would meet the same refusal', async () => {
    await uploadAnswered(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only PDF, DOC and DOCX files can be uploaded as an NDA.');
    expect(
      await screen.findByText('Failed to submit custom NDA. Only PDF, DOC and DOCX files can be uploaded as an NDA.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Please try again/)).toBeNull();
    expect(screen.getByText('signed NDA.pdf')).toBeInTheDocument();
  });

  it("keeps the spec's advice to retry for a server failure, with the server's reason under it", async () => {
    await uploadAnswered(503, 'DATABASE_UNAVAILABLE', 'The database is not answering. Try again in a moment.');
    const alert = (await screen.findByText('Failed to submit custom NDA. Please try again.')).closest('[role="alert"]')!;
    expect(within(alert as HTMLElement).getByText('The database is not answering. Try again in a moment.')).toBeInTheDocument();
  });
});
