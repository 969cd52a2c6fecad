import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NDA_FILE_TYPES_MESSAGE } from '@common/api/nda-register';
import { ndaRegister } from '../../server/db/schema';
import { getActivity, type ActivityJson } from './helpers/activity';
import { smallPdf } from './helpers/data-rooms';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { compoundFile, smallDocx, storedZip } from './helpers/office-files';
import { createProperty } from './helpers/properties';
import { multipartBody, storageSnapshot } from './helpers/uploads';
import { demoUserOfRole } from './helpers/users';
import { expectPrivateDownload } from './helpers/private-download';

const api = useLoggedInApp();

/** POST /api/ndaregister/upload as the Vault tab's Custom NDA form sends it. */
function upload(target: { userId: number; propertyId: number }, file: { name: string; bytes: Buffer; type?: string }) {
  const { payload, headers } = multipartBody(
    { name: file.name, type: file.type ?? 'application/pdf', bytes: file.bytes },
    { fields: { adminuserid: '1', userid: String(target.userId), propertyid: String(target.propertyId) } },
  );
  return api.send('POST', '/api/ndaregister/upload', payload, headers);
}

interface Entry {
  id: number;
  ndaFileName: string;
  hasFile: boolean;
  user: { id: number };
  round1AcceptYN: boolean | null;
  round2AcceptYN: boolean | null;
}

async function customNda(name = 'NDA.pdf', bytes = smallPdf('Non-disclosure agreement')) {
  const propertyId = await createProperty(api);
  const buyer = await demoUserOfRole(api.app, 5);
  const res = await upload({ userId: buyer.id, propertyId }, { name, bytes });
  expect(res.statusCode, res.body).toBe(201);
  return { propertyId, buyer, entry: res.json<Entry>(), bytes };
}

const approve = (id: number, body: unknown) => api.send('PUT', `/api/ndaregister/${id}/approve`, body);

describe('POST /api/ndaregister/upload', () => {
  it('stores a PDF for a buyer as a new entry pending in both rounds, listed for the property and downloadable byte for byte', async () => {
    const { propertyId, buyer, entry, bytes } = await customNda('NDA Zoë Cronjé.pdf');
    expect(entry).toMatchObject({
      ndaFileName: 'NDA Zoë Cronjé.pdf',
      hasFile: true,
      user: { id: buyer.id },
      round1AcceptYN: null,
      round2AcceptYN: null,
    });
    const list = await api.get(`/api/ndaregister/list/${propertyId}`);
    expect(list.json<Entry[]>().map((row) => row.id)).toEqual([entry.id]);
    expect(list.json<Entry[]>()[0]).toMatchObject({ addedBy: { firstName: expect.any(String) } });

    const file = await api.get(`/api/ndaregister/download/${entry.id}`);
    expectPrivateDownload(file, bytes, 'application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="NDA Zo_ Cronj_.pdf"; filename*=UTF-8''${encodeURIComponent('NDA Zoë Cronjé.pdf')}`,
    );
  });

  it('takes a DOCX and a Word 97–2003 .doc, judged by their bytes', async () => {
    const propertyId = await createProperty(api);
    const buyer = await demoUserOfRole(api.app, 5);
    const docx = await upload(
      { userId: buyer.id, propertyId },
      { name: 'NDA.docx', bytes: smallDocx('Confidential'), type: 'application/octet-stream' },
    );
    expect(docx.statusCode, docx.body).toBe(201);
    const doc = await upload({ userId: buyer.id, propertyId }, { name: 'NDA.doc', bytes: compoundFile(['WordDocument']) });
    expect(doc.statusCode, doc.body).toBe(201);
    const types = await Promise.all(
      [docx, doc].map(async (res) => (await api.get(`/api/ndaregister/download/${res.json<Entry>().id}`)).headers['content-type']),
    );
    expect(types).toEqual(['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/msword']);
  });

  it.each([
    ['an executable named .pdf', 'NDA.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)])],
    ['a zip named .docx', 'NDA.docx', storedZip({ 'payload.txt': 'not a document' })],
    ['an Excel compound file named .doc', 'NDA.doc', compoundFile(['Workbook'])],
    ['plain text named .pdf', 'NDA.pdf', Buffer.from('I agree to keep it secret.')],
  ])('refuses %s with 415 and keeps nothing', async (_what, name, bytes) => {
    const propertyId = await createProperty(api);
    const buyer = await demoUserOfRole(api.app, 5);
    const before = await storageSnapshot(api.app);
    const error = expectError(await upload({ userId: buyer.id, propertyId }, { name, bytes }), 415, { fields: ['file'] });
    // The spec's sentence, then what the file is instead.
    expect(error.message).toMatch(
      new RegExp(`^${NDA_FILE_TYPES_MESSAGE.replace(/\./g, '\\.')} This file is .+, whatever its name says\\.$`),
    );
    expect(await storageSnapshot(api.app)).toEqual(before);
    expect(await api.app.db.$count(ndaRegister, eq(ndaRegister.propertyId, propertyId))).toBe(0);
  });

  it('refuses a user who is not a buyer (400), an unknown user or property (404), missing fields and an empty file (400)', async () => {
    const propertyId = await createProperty(api);
    const agent = await demoUserOfRole(api.app, 6);
    const buyer = await demoUserOfRole(api.app, 5);
    const before = await storageSnapshot(api.app);
    const pdf = { name: 'NDA.pdf', bytes: smallPdf('x') };
    expectError(await upload({ userId: agent.id, propertyId }, pdf), 400, { fields: ['userid'] });
    expectError(await upload({ userId: 99999999, propertyId }, pdf), 404);
    expectError(await upload({ userId: buyer.id, propertyId: 99999999 }, pdf), 404);
    expectError(await upload({ userId: buyer.id, propertyId }, { name: 'NDA.pdf', bytes: Buffer.alloc(0) }), 400, { fields: ['file'] });
    const { payload, headers } = multipartBody({ name: 'NDA.pdf', type: 'application/pdf', bytes: smallPdf('x') });
    expectError(await api.send('POST', '/api/ndaregister/upload', payload, headers), 400, { fields: ['userid', 'propertyid'] });
    expect(await storageSnapshot(api.app)).toEqual(before);
  });
});

describe('PUT /api/ndaregister/{id}/approve', () => {
  it('records each decision per round with who and when, keeps them all in the history, and audits them', async () => {
    const { propertyId, buyer, entry } = await customNda();
    expect((await approve(entry.id, { adminUserId: 1, round: 'round1', status: 'Accepted' })).json()).toMatchObject({
      round1AcceptYN: true,
      round2AcceptYN: null,
    });
    expect((await approve(entry.id, { round: 'round2', status: 'Rejected' })).json()).toMatchObject({
      round1AcceptYN: true,
      round2AcceptYN: false,
    });
    const third = await approve(entry.id, { round: 'round2', status: 'Accepted' });
    expect(third.json()).toMatchObject({ round1AcceptYN: true, round2AcceptYN: true });

    const history = await api.get(`/api/ndaregister/${entry.id}/history`);
    expect(history.json()).toEqual([
      { round: 'round2', status: 'Accepted', decidedBy: 'Alex Morgan', decidedAt: expect.any(String) },
      { round: 'round2', status: 'Rejected', decidedBy: 'Alex Morgan', decidedAt: expect.any(String) },
      { round: 'round1', status: 'Accepted', decidedBy: 'Alex Morgan', decidedAt: expect.any(String) },
    ]);
    const audited: ActivityJson[] = (await getActivity(api, { filter: { propertyId, source: 'audit' } })).json();
    const ndaEntries = audited.filter((row) => row.entityType === 'nda');
    expect(ndaEntries.map((row) => row.comments)).toEqual([
      "Accepted the NDA 'NDA.pdf' for round 2",
      "Rejected the NDA 'NDA.pdf' for round 2",
      "Accepted the NDA 'NDA.pdf' for round 1",
      expect.stringMatching(/^Uploaded the custom NDA 'NDA.pdf' for /),
    ]);
    expect(ndaEntries.every((row) => row.userId === buyer.id)).toBe(true);
  });

  it.each([
    ['a bad round', { round: 'round3', status: 'Accepted' }],
    ['a bad status', { round: 'round1', status: 'Pending' }],
    ['no status', { round: 'round1' }],
    ['an extra field', { round: 'round1', status: 'Accepted', note: 'x' }],
  ])('refuses %s with 400 and changes nothing', async (_what, body) => {
    const { entry } = await customNda();
    expectError(await approve(entry.id, body), 400);
    expect((await api.get(`/api/ndaregister/${entry.id}/history`)).json()).toEqual([]);
  });

  it('answers 404 for an unknown entry and 403 to a cross-site write', async () => {
    expectError(await approve(99999999, { round: 'round1', status: 'Accepted' }), 404);
    const { entry } = await customNda();
    expectError(
      await api.send(
        'PUT',
        `/api/ndaregister/${entry.id}/approve`,
        { round: 'round1', status: 'Accepted' },
        { origin: 'https://evil.example' },
      ),
      403,
    );
    expect((await api.get(`/api/ndaregister/${entry.id}/history`)).json()).toEqual([]);
  });
});

describe('reading the register', () => {
  it('answers 401 without a session, for the list and for a file', async () => {
    const { propertyId, entry } = await customNda();
    for (const url of [
      `/api/ndaregister/list/${propertyId}`,
      `/api/ndaregister/download/${entry.id}`,
      `/api/ndaregister/${entry.id}/history`,
    ]) {
      expectError(await api.app.inject({ method: 'GET', url }), 401);
    }
  });

  it('answers 404 for an unknown property, entry, or an entry without a file', async () => {
    expectError(await api.get('/api/ndaregister/list/99999999'), 404);
    expectError(await api.get('/api/ndaregister/download/99999999'), 404);
    expectError(await api.get('/api/ndaregister/99999999/history'), 404);
    const { propertyId, entry } = await customNda();
    await api.app.db.update(ndaRegister).set({ fileId: null }).where(eq(ndaRegister.id, entry.id));
    expectError(await api.get(`/api/ndaregister/download/${entry.id}`), 404);
    expect((await api.get(`/api/ndaregister/list/${propertyId}`)).json<Entry[]>()[0].hasFile).toBe(false);
  });
});

describe('GET /api/ndaregister/list/{propertyId}', () => {
  it('answers [] for a property without entries, and dateOn to the millisecond (microseconds cut off), addedBy null when no admin added it', async () => {
    expect((await api.get(`/api/ndaregister/list/${await createProperty(api)}`)).json()).toEqual([]);
    const { propertyId, entry } = await customNda();
    await api.app.db.execute(
      sql`update nda_register set date_on = '2026-03-04 05:06:07.987654+00', added_by_id = null where id = ${entry.id}`,
    );
    const [listed] = (await api.get(`/api/ndaregister/list/${propertyId}`)).json<Entry[]>();
    expect(listed).toMatchObject({ id: entry.id, dateOn: '2026-03-04T05:06:07.987Z', addedBy: null });
  });
});
