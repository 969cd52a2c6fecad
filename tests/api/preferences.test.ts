import { describe, expect, it } from 'vitest';
import { PREFERENCES_MAX_BYTES } from '@common/api/auth';
import { userPreferences } from '../../server/db/schema';
import { DEMO_SUPPORT } from '../../server/demo/demo-data';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { loginAs } from './helpers/test-app';

// Issue 32, saved views: an admin's hidden columns, saved queries, theme and sidebar follow them
// to another browser. Each admin reads and writes only their own; support staff keep theirs too.

const api = useLoggedInApp();
const URL = '/api/auth/preferences';
const ORIGIN = { origin: 'http://localhost:80' };

const SAVED = {
  theme: 'dark',
  'sidebar.open': false,
  'properties.datatable': ['category'],
  'properties.savedQueries': [
    { label: 'Published in Gauteng', value: { filter: { isActive: true }, sort: { field: 'id', order: 'ASC' } } },
  ],
};

const save = (preferences: unknown, headers: Record<string, string> = {}) => api.send('PUT', URL, { preferences }, headers);
const asSupport = async () => {
  const cookie = await loginAs(api.app, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
  return {
    get: () => api.app.inject({ method: 'GET', url: URL, headers: { cookie } }),
    save: (preferences: unknown) => api.app.inject({ method: 'PUT', url: URL, headers: { cookie, ...ORIGIN }, payload: { preferences } }),
  };
};

describe('GET and PUT /api/auth/preferences', () => {
  it('answers empty preferences, never saved, before the first save', async () => {
    const support = await asSupport();
    const res = await support.get();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ preferences: {}, updatedAt: null });
  });

  it('keeps what the admin saves, whole, and answers it with the time it was saved', async () => {
    const res = await save(SAVED);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ preferences: unknown; updatedAt: string }>();
    expect(saved.preferences).toEqual(SAVED);
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await api.get(URL)).json()).toEqual(saved);
  });

  it('replaces them whole: a key left out is gone', async () => {
    await save(SAVED);
    const res = await save({ theme: 'light' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await api.get(URL)).json().preferences).toEqual({ theme: 'light' });
  });

  it('keeps one row per admin, however often they save', async () => {
    for (const theme of ['dark', 'light', 'dark']) expect((await save({ theme })).statusCode).toBe(200);
    const rows = await api.app.db.select().from(userPreferences);
    expect(rows.filter((row) => row.preferences.theme !== undefined)).toHaveLength(rows.length);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(rows.length);
  });

  it("never shows one admin's preferences to another, nor lets one write another's", async () => {
    await save(SAVED);
    const support = await asSupport();
    expect((await support.save({ theme: 'light' })).statusCode).toBe(200);
    expect((await support.get()).json().preferences).toEqual({ theme: 'light' });
    expect((await api.get(URL)).json().preferences).toEqual(SAVED);
    // The actor is the session's user: an id in the body is refused, not obeyed.
    expectError(await api.send('PUT', URL, { preferences: {}, userId: 2 }), 400, { code: 'VALIDATION_FAILED' });
  });

  it('lets support staff save their own, though they may change nothing else', async () => {
    const support = await asSupport();
    const res = await support.save({ theme: 'dark', 'users.datatable': ['emailAddress'] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await support.get()).json().preferences).toEqual({ theme: 'dark', 'users.datatable': ['emailAddress'] });
  });

  it('refuses preferences over 32 KB with 413 and says how large they were and may be, keeping those saved before', async () => {
    await save(SAVED);
    const big = { 'properties.savedQueries': [{ label: 'x'.repeat(PREFERENCES_MAX_BYTES), value: {} }] };
    expectError(await save(big), 413, {
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Preferences are too large: 33 KB, at most 32 KB. Remove some saved queries.',
    });
    // Far larger, the body is refused unread, still with 413 and the one error shape.
    expectError(await save({ theme: 'y'.repeat(4 * PREFERENCES_MAX_BYTES) }), 413, { message: 'Request body is too large' });
    expect((await api.get(URL)).json().preferences).toEqual(SAVED);
  });

  it.each([
    ['not an object', { preferences: ['theme'] }],
    ['a string', { preferences: 'dark' }],
    ['missing', {}],
    ['a key with a space', { preferences: { 'my theme': 'dark' } }],
    ['an empty key', { preferences: { '': 1 } }],
  ])('refuses preferences that are %s with 400', async (_what, body) => {
    expectError(await api.send('PUT', URL, body), 400);
  });

  it('refuses malformed JSON and values nested too deep with 400', async () => {
    expectError(await api.send('PUT', URL, '{"preferences": {', { 'content-type': 'application/json' }), 400);
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = [deep];
    expectError(await save({ deep }), 400, { message: 'Invalid request: preferences are nested more than 16 deep' });
  });

  it('answers 401 to anyone not logged in, and refuses a cross-site save', async () => {
    expectError(await api.app.inject({ method: 'GET', url: URL }), 401, { code: 'UNAUTHORIZED' });
    expectError(await api.app.inject({ method: 'PUT', url: URL, headers: ORIGIN, payload: { preferences: {} } }), 401, {
      code: 'UNAUTHORIZED',
    });
    expectError(await save({}, { origin: 'https://evil.example' }), 403, { message: 'Cross-site request refused' });
  });
});
