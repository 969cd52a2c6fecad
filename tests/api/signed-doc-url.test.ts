import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SIGNED_DOC_URL_MAX } from '@common/api/signed-doc-url';
import { activity, properties } from '../../server/db/schema';
import { DEMO_ADMIN } from '../../server/demo/demo-data';
import { getActivity, type ActivityJson } from './helpers/activity';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { createProperty } from './helpers/properties';

const api = useLoggedInApp();
const ADMIN_NAME = `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`;

const url = (id: number | string) => `/api/properties/${id}/signed-doc-url`;
const put = (id: number | string, body: unknown, headers?: Record<string, string>) => api.send('PUT', url(id), body, headers);
const detail = async (id: number) => (await api.send('POST', `/api/properties/${id}/admin`, {})).json();

const storedLink = async (id: number) =>
  (await api.app.db.select({ signedDocUrl: properties.signedDocUrl }).from(properties).where(eq(properties.id, id)))[0].signedDocUrl;

/** The property's audit entries after its creation, oldest first. */
const linkAudit = (id: number) =>
  api.app.db
    .select()
    .from(activity)
    .where(and(eq(activity.propertyId, id), eq(activity.entityType, 'property')))
    .orderBy(asc(activity.id))
    .then((entries) => entries.slice(1));

describe('PUT /api/properties/{id}/signed-doc-url', () => {
  it('stores the link trimmed, answers it, and the admin detail returns it', async () => {
    const id = await createProperty(api);
    expect((await detail(id)).signedDocUrl).toBeNull();
    const res = await put(id, { userId: 3, signedDocUrl: '  https://sign.example.com/nda/PR-1042?lang=en \n' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      propertyId: id,
      signedDocUrl: 'https://sign.example.com/nda/PR-1042?lang=en',
      version: expect.stringMatching(/^\d+$/),
    });
    expect(await storedLink(id)).toBe('https://sign.example.com/nda/PR-1042?lang=en');
    expect((await detail(id)).signedDocUrl).toBe('https://sign.example.com/nda/PR-1042?lang=en');
  });

  it('accepts http, any case of the scheme, and a link of the maximum length', async () => {
    const id = await createProperty(api);
    const long = `https://sign.example.com/${'a'.repeat(SIGNED_DOC_URL_MAX - 25)}`;
    expect(long).toHaveLength(SIGNED_DOC_URL_MAX);
    for (const link of ['http://intranet.example.org:8080/nda.pdf', 'HTTPS://Sign.Example.com/x', long]) {
      const res = await put(id, { signedDocUrl: link });
      expect(res.statusCode, res.body).toBe(200);
      expect(await storedLink(id)).toBe(link);
    }
  });

  it("audits each change as the session's admin, with the link before and after, in the property's history", async () => {
    const id = await createProperty(api);
    const admin = (await api.get('/api/auth/session')).json().user;
    expect((await put(id, { userId: admin.id + 1, signedDocUrl: 'https://sign.example.com/one' })).statusCode).toBe(200);
    expect((await put(id, { signedDocUrl: 'https://sign.example.com/two' })).statusCode).toBe(200);
    const entries = await linkAudit(id);
    expect(entries).toMatchObject([
      {
        source: 'audit',
        addedById: admin.id,
        propertyId: id,
        entityId: String(id),
        changes: { signedDocUrl: { from: null, to: 'https://sign.example.com/one' } },
      },
      { addedById: admin.id, changes: { signedDocUrl: { from: 'https://sign.example.com/one', to: 'https://sign.example.com/two' } } },
    ]);
    expect(entries[0].comments).toMatch(/^Set the NDA link of property '/);
    // The Activity Log's view of the property: both changes, each by the admin, newest first.
    const history = await getActivity(api, { filter: { propertyId: id } });
    expect(history.statusCode, history.body).toBe(200);
    const linkChanges = history.json<ActivityJson[]>().filter((e) => e.comments?.startsWith('Set the NDA link'));
    expect(linkChanges.map((e) => [e.addedByName, e.changes?.signedDocUrl?.to])).toEqual([
      [ADMIN_NAME, 'https://sign.example.com/two'],
      [ADMIN_NAME, 'https://sign.example.com/one'],
    ]);
  });

  it.each([
    ['an empty link', ''],
    ['a blank link', '   '],
    ['a relative path', '/nda/sign'],
    ['a link without a scheme', 'sign.example.com/nda'],
    ['a javascript: link', 'javascript:alert(document.cookie)'],
    ['an ftp link', 'ftp://files.example.com/nda.pdf'],
    ['a data: link', 'data:text/html,<script>alert(1)</script>'],
    ['a mailto: link', 'mailto:legal@example.com'],
    ['a scheme without a host', 'https://'],
    ['three slashes', 'https:///nda'],
    ['a space inside', 'https://sign.example.com/my nda'],
    ['one character over the maximum', `https://sign.example.com/${'a'.repeat(SIGNED_DOC_URL_MAX - 24)}`],
  ])('refuses %s with 400 naming signedDocUrl, and changes nothing', async (_case, signedDocUrl) => {
    const id = await createProperty(api);
    expect((await put(id, { signedDocUrl: 'https://sign.example.com/kept' })).statusCode).toBe(200);
    const audited = await api.app.db.$count(activity);
    const error = expectError(await put(id, { signedDocUrl }), 400, { fields: ['signedDocUrl'] });
    expect(error.message).toMatch(/signedDocUrl/);
    expect(await storedLink(id)).toBe('https://sign.example.com/kept');
    expect(await api.app.db.$count(activity)).toBe(audited);
  });

  it('says what the link must be', async () => {
    const error = expectError(await put(await createProperty(api), { signedDocUrl: 'javascript:alert(1)' }), 400, { code: 'BAD_REQUEST' });
    expect(error.fields).toEqual({ signedDocUrl: 'must be an absolute http(s) URL, such as https://example.com/nda' });
  });

  it.each([
    ['no signedDocUrl', { userId: 3 }],
    ['a null signedDocUrl', { signedDocUrl: null }],
    ['a number', { signedDocUrl: 7 }],
  ])('refuses %s with 400 naming signedDocUrl', async (_case, body) => {
    expectError(await put(await createProperty(api), body), 400, { fields: ['signedDocUrl'] });
  });

  it('refuses an unknown field with 400 naming it', async () => {
    expectError(await put(await createProperty(api), { signedDocUrl: 'https://sign.example.com/x', propertyId: 2 }), 400, {
      fields: ['propertyId'],
    });
  });

  it('answers 404 for an unknown property and 400 for an id that is not one', async () => {
    expectError(await put(2147483647, { signedDocUrl: 'https://sign.example.com/x' }), 404, { message: 'Property not found' });
    expectError(await put('abc', { signedDocUrl: 'https://sign.example.com/x' }), 400, { fields: ['id'] });
  });

  it('answers 401 without a session and 403 to a cross-site write, changing nothing', async () => {
    const id = await createProperty(api);
    const body = { signedDocUrl: 'https://evil.example/phish' };
    expectError(await api.app.inject({ method: 'PUT', url: url(id), payload: body }), 401);
    expectError(await put(id, body, { origin: 'https://evil.example' }), 403, { code: 'FORBIDDEN' });
    expect(await storedLink(id)).toBeNull();
    expect(await linkAudit(id)).toEqual([]);
  });

  it('is listed in the OpenAPI document under properties', async () => {
    const { paths } = (await api.get('/api/openapi.json')).json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    expect(paths['/api/properties/{id}/signed-doc-url']?.put?.tags).toEqual(['properties']);
  });
});
