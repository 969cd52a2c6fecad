import { memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreferencesStore, isRemembered } from '../../src/preferencesStore';
import { fakeHttp, type FakeReply } from './fakeHttp';

// Issue 32, saved views: react-admin's store, whose theme, sidebar, saved queries and column
// choices are also saved to the admin's preferences on the server and loaded from there.

const NEVER_SAVED: FakeReply = { json: { preferences: {}, updatedAt: null } };
const savedAs = (preferences: Record<string, unknown>): FakeReply => ({ json: { preferences, updatedAt: '2026-12-01T10:00:00.000Z' } });
const QUERY = [{ label: 'Published', value: { filter: { isActive: true } } }];

/** A store on a fresh memory store, loaded with `loaded`'s answer; `replies` answer the calls after. */
async function loadedStore(loaded: FakeReply, ...replies: FakeReply[]) {
  const local = memoryStore();
  const { http, calls } = fakeHttp(loaded, ...replies);
  const store = createPreferencesStore({ local, http, delayMs: 500 });
  store.setup();
  await store.load();
  return { store, local, calls, saves: () => calls.filter((call) => call.request.method === 'PUT') };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('isRemembered', () => {
  it.each(['theme', 'sidebar.open', 'properties.savedQueries', 'properties.datatable', 'seller-companies.datatable_columnRanks'])(
    'remembers %s',
    (key) => expect(isRemembered(key)).toBe(true),
  );
  it.each(['properties.listParams', 'properties.selectedIds', 'sidebar.drawerOpen', 'locale', 'themeX', 'a.b.savedQueries'])(
    'leaves %s to this browser',
    (key) => expect(isRemembered(key)).toBe(false),
  );
});

describe('createPreferencesStore', () => {
  it('saves the remembered keys once, a moment after the last of several changes, and only them', async () => {
    const { store, saves } = await loadedStore(savedAs({}));
    store.setItem('theme', 'dark');
    store.setItem('properties.listParams', { page: 2 });
    await vi.advanceTimersByTimeAsync(300);
    store.setItem('properties.savedQueries', QUERY);
    expect(saves()).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(500);
    expect(saves()).toHaveLength(1);
    expect(saves()[0]).toMatchObject({
      path: '/auth/preferences',
      request: { method: 'PUT', body: { preferences: { theme: 'dark', 'properties.savedQueries': QUERY } } },
    });
    // Everything is kept in this browser as react-admin's store keeps it.
    expect(store.getItem('properties.listParams')).toEqual({ page: 2 });
  });

  it('sends nothing for a key it does not remember, nor for a change back to what was saved', async () => {
    const { store, saves } = await loadedStore(savedAs({ theme: 'light' }));
    store.setItem('properties.listParams', { page: 3 });
    await vi.advanceTimersByTimeAsync(1000);
    store.setItem('theme', 'dark');
    store.setItem('theme', 'light');
    await vi.advanceTimersByTimeAsync(1000);
    expect(saves()).toHaveLength(0);
  });

  it('saves a removed key as gone', async () => {
    const { store, saves } = await loadedStore(savedAs({ theme: 'dark', 'users.datatable': ['emailAddress'] }));
    store.removeItem('users.datatable');
    await vi.advanceTimersByTimeAsync(500);
    expect(saves()[0]?.request.body).toEqual({ preferences: { theme: 'dark' } });
  });

  it("puts the admin's saved preferences in place of this browser's, telling whoever watches", async () => {
    const local = memoryStore({ theme: 'dark', 'users.datatable': ['emailAddress'], 'users.listParams': { page: 4 } });
    local.setup();
    const { http } = fakeHttp(savedAs({ 'sidebar.open': false, 'properties.savedQueries': QUERY, unknown: 1 }));
    const store = createPreferencesStore({ local, http });
    const watcher = vi.fn();
    store.subscribe('sidebar.open', watcher);

    await store.load();
    expect(store.listItems!()).toEqual({ 'sidebar.open': false, 'properties.savedQueries': QUERY, 'users.listParams': { page: 4 } });
    expect(watcher).toHaveBeenCalledWith(false);
  });

  it("makes this browser's choices the admin's own when they never saved any", async () => {
    const local = memoryStore({ theme: 'dark' });
    local.setup();
    const { http, calls } = fakeHttp(NEVER_SAVED);
    await createPreferencesStore({ local, http }).load();
    expect(local.getItem('theme')).toBe('dark');
    expect(calls.at(-1)?.request).toMatchObject({ method: 'PUT', body: { preferences: { theme: 'dark' } } });
  });

  it('keeps working in this browser when a save fails, and the next change sends everything', async () => {
    const { store, saves } = await loadedStore(savedAs({}), { status: 500, json: { error: { code: 'X', message: 'Boom' } } });
    store.setItem('theme', 'dark');
    await vi.advanceTimersByTimeAsync(500);
    expect(saves()).toHaveLength(1);
    expect(store.getItem('theme')).toBe('dark');

    store.setItem('sidebar.open', false);
    await vi.advanceTimersByTimeAsync(500);
    expect(saves()).toHaveLength(2);
    expect(saves()[1]?.request.body).toEqual({ preferences: { 'sidebar.open': false, theme: 'dark' } });
  });

  it("opens with this browser's preferences when the load fails, and saves nothing over the admin's", async () => {
    const local = memoryStore({ theme: 'dark' });
    local.setup();
    const { http, calls } = fakeHttp({ status: 503, json: { error: { code: 'DATABASE_UNAVAILABLE', message: 'Down' } } });
    const store = createPreferencesStore({ local, http });
    await expect(store.load()).resolves.toBeUndefined();
    expect(store.getItem('theme')).toBe('dark');

    store.setItem('theme', 'light');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
  });

  it('drops a waiting save when react-admin resets the store at logout, and saves nothing until the next load', async () => {
    const { store, saves } = await loadedStore(savedAs({}));
    store.setItem('theme', 'dark');
    store.reset();
    store.setItem('theme', 'light');
    await vi.advanceTimersByTimeAsync(1000);
    expect(saves()).toHaveLength(0);
    expect(store.getItem('theme')).toBe('light');
  });

  it('sends a waiting save as the page is closed, with keepalive so that it outlives the page', async () => {
    const { store, saves } = await loadedStore(savedAs({}));
    store.setItem('theme', 'dark');
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(saves()).toHaveLength(1);
    expect(saves()[0]?.request).toMatchObject({ keepalive: true, body: { preferences: { theme: 'dark' } } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(saves()).toHaveLength(1);
    store.teardown();
  });
});
