import { describe, expect, it } from 'vitest';
import type { DataRoomItem } from '@common/api/data-rooms';
import type { NdaRegisterEntry } from '@common/api/nda-register';
import { propertyWithDataRoom, smallPdf, uploadToDataRoom } from './helpers/data-rooms';
import { loginAs } from './helpers/test-app';
import { useLoggedInApp } from './helpers/logged-in-app';
import { createPortfolio } from './helpers/portfolios';
import { createProperty } from './helpers/properties';
import { expectEditConflict, expectStaleEditRefused, ifMatch } from './helpers/stale-edit';
import { demoUserOfRole, editableFields, givePassword, newUserBody } from './helpers/users';

/**
 * Optimistic concurrency on every write that edits an existing record (issue 28): an edit sent
 * with the version its admin loaded (If-Match) is refused once another admin has changed the
 * record, naming them; sellers and agencies are covered with their other rules
 * (helpers/organisation-update.ts).
 */
const api = useLoggedInApp();
const ADMIN = 'Alex Morgan';

const propertyDetail = async (id: number) => (await api.send('POST', `/api/properties/${id}/admin`, {})).json<Record<string, unknown>>();
const itemIn = async (round: () => Promise<DataRoomItem[]>, id: number) => (await round()).find((item) => item.id === id)!;

describe('a property', () => {
  it('refuses a Headers save made on a version another admin has changed since, naming that admin', async () => {
    const id = await createProperty(api);
    const other = await demoUserOfRole(api.app, 1, 1);
    await givePassword(api.app, other.id, 'second-admin-2026');
    const otherCookie = await loginAs(api.app, other.emailAddress, 'second-admin-2026');
    const otherName = (await api.get('/api/auth/session', { cookie: otherCookie })).json<{
      user: { firstName: string; lastName: string };
    }>().user;
    const version = async () => String((await propertyDetail(id)).version);
    const loaded = await version();
    const theirs = await api.app.inject({
      method: 'PUT',
      url: `/api/properties/?id=${id}`,
      headers: { cookie: otherCookie, ...ifMatch(loaded) },
      payload: { listingTitle: 'Their Name' },
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const mine = await api.send('PUT', `/api/properties/?id=${id}`, { listingTitle: 'My Name' }, ifMatch(loaded));
    expectEditConflict(mine, `${otherName.firstName} ${otherName.lastName}`);
    expect((await propertyDetail(id)).listingTitle).toBe('Their Name');
    const reloaded = await api.send('PUT', `/api/properties/?id=${id}`, { listingTitle: 'My Name' }, ifMatch(await version()));
    expect(reloaded.json<{ listingTitle: string; version: string }>()).toMatchObject({
      listingTitle: 'My Name',
      version: expect.any(String),
    });
  });

  it('refuses a stale NDA link, and answers the new version with a saved one', async () => {
    const id = await createProperty(api);
    await expectStaleEditRefused({
      version: async () => String((await propertyDetail(id)).version),
      edit: (n, headers) =>
        api.send('PUT', `/api/properties/${id}/signed-doc-url`, { signedDocUrl: `https://sign.example.com/${n}` }, headers),
      state: async () => (await propertyDetail(id)).signedDocUrl,
      changedBy: ADMIN,
    });
    const saved = await api.send('PUT', `/api/properties/${id}/signed-doc-url`, { signedDocUrl: 'https://sign.example.com/x' });
    expect(saved.json<{ version: string }>().version).toBe(String((await propertyDetail(id)).version));
  });
});

it('refuses a stale content block save', async () => {
  const propertyId = await createProperty(api);
  const added = await api.send('POST', '/api/property-content-items', {
    propertyId,
    contentHeader: 'Location',
    contentBody: '<p>Near</p>',
  });
  expect(added.statusCode, added.body).toBe(201);
  const id = added.json<{ id: number }>().id;
  const block = async () =>
    (await api.get(`/api/property-content-items?propertyId=${propertyId}`))
      .json<Array<{ id: number; version: string }>>()
      .find((b) => b.id === id)!;
  await expectStaleEditRefused({
    version: async () => (await block()).version,
    edit: (n, headers) =>
      api.send(
        'PUT',
        `/api/property-content-items/update?id=${id}`,
        { propertyId, contentHeader: `Header ${n}`, contentBody: '<p>Near</p>' },
        headers,
      ),
    state: block,
    changedBy: ADMIN,
  });
});

it('refuses a stale portfolio save', async () => {
  const { id } = await createPortfolio(api);
  const stored = async () => (await api.get(`/api/portfolios/${id}`)).json<{ title: string; version: string }>();
  await expectStaleEditRefused({
    version: async () => (await stored()).version,
    edit: (n, headers) => api.send('PUT', `/api/portfolios?id=${id}`, { title: `Portfolio ${n}` }, headers),
    state: stored,
    changedBy: ADMIN,
  });
});

it('refuses a stale save of User Details', async () => {
  const created = await api.send('POST', '/api/users', newUserBody());
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<{ id: number }>();
  const stored = async () => (await api.get(`/api/users/${id}`)).json<Record<string, unknown>>();
  await expectStaleEditRefused({
    version: async () => String((await stored()).version),
    edit: async (n, headers) => api.send('PUT', `/api/users/?id=${id}`, { ...editableFields(await stored()), notes: `Note ${n}` }, headers),
    state: stored,
    changedBy: ADMIN,
  });
});

describe('a data room', () => {
  it('refuses a stale visibility change and a stale decision on a file', async () => {
    const { propertyId, round } = await propertyWithDataRoom(api);
    const heading = (await round(1)).find((item) => item.level === 2)!;
    await expectStaleEditRefused({
      version: async () => (await itemIn(() => round(1), heading.id)).version,
      edit: (n, headers) => api.send('PUT', `/api/property-data-room/${heading.id}/visibility`, { isVisible: n % 2 === 0 }, headers),
      state: () => itemIn(() => round(1), heading.id),
      changedBy: ADMIN,
    });

    const uploaded = await uploadToDataRoom(api, { propertyId, headingId: heading.id }, { name: 'lease.pdf', bytes: smallPdf('Lease') });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = (await round(1)).find((item) => item.parentId === heading.id && item.itemType === 'FILE')!;
    await expectStaleEditRefused({
      version: async () => (await itemIn(() => round(1), file.id)).version,
      edit: (n, headers) =>
        api.send(
          'PUT',
          `/api/property-data-room/${file.fileId}/decision`,
          n % 2 ? { publishYN: 'Y' } : { publishYN: 'N', rejectedReason: 'Not the signed version' },
          headers,
        ),
      state: () => itemIn(() => round(1), file.id),
      changedBy: ADMIN,
    });
  });
});

it('refuses a stale NDA decision', async () => {
  let entry: NdaRegisterEntry | undefined;
  for (let propertyId = 1; !entry && propertyId <= 40; propertyId++)
    entry = (await api.get(`/api/ndaregister/list/${propertyId}`)).json<NdaRegisterEntry[]>()[0];
  if (!entry) throw new Error('the demo data has no NDA register entry');
  const { id, propertyId } = entry;
  const current = async () => (await api.get(`/api/ndaregister/list/${propertyId}`)).json<NdaRegisterEntry[]>().find((e) => e.id === id)!;
  await expectStaleEditRefused({
    version: async () => (await current()).version,
    edit: (n, headers) =>
      api.send('PUT', `/api/ndaregister/${id}/approve`, { round: 'round1', status: n % 2 ? 'Accepted' : 'Rejected' }, headers),
    state: current,
    changedBy: ADMIN,
  });
});

it("refuses to remove a buyer's discrete access again from a stale list, naming who removed it", async () => {
  const propertyId = await createProperty(api);
  await api.send('PUT', `/api/properties/?id=${propertyId}`, { isDiscrete: true, isActive: true });
  const buyer = await demoUserOfRole(api.app, 5, 3);
  const granted = await api.send('POST', '/api/property-discrete-users', { propertyId, buyerId: buyer.id });
  expect(granted.statusCode, granted.body).toBe(201);
  const { id, version } = granted.json<{ id: number; version: string }>();
  const removed = await api.send('PUT', `/api/property-discrete-users/${id}/remove`, {}, ifMatch(version));
  expect(removed.statusCode, removed.body).toBe(200);
  expectEditConflict(await api.send('PUT', `/api/property-discrete-users/${id}/remove`, {}, ifMatch(version)), ADMIN);
});
