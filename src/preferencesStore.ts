import { localStorageStore, type Store } from 'react-admin';
import { authOperations } from '@common/api/auth';
import { fetchHttpClient, type HttpClient } from './httpClient';
import { operationMethods } from './operationCall';

/**
 * The store keys that follow the admin (issue 32, saved views): the theme, whether the sidebar is
 * open, and each list's saved queries, hidden columns and column order (react-admin's
 * `<resource>.savedQueries`, and a DataTable's `<resource>.datatable` and its `_columnRanks`).
 * Everything else react-admin keeps (a list's filter, sort and page) stays in this browser.
 */
const REMEMBERED = /^(theme|sidebar\.open|[\w-]+\.savedQueries|[\w-]+\.datatable(_columnRanks)?)$/;
export const isRemembered = (key: string) => REMEMBERED.test(key);

export interface PreferencesStore extends Store {
  /**
   * Puts the logged-in admin's saved preferences in place of this browser's (call it after each
   * login, before the app shows). Never rejects: when the server cannot answer, the app goes on
   * with what this browser remembers, and nothing is saved until the next load.
   */
  load(): Promise<void>;
}

interface Options {
  /** Where the values live in this browser: react-admin's own localStorage store by default. */
  local?: Store;
  http?: HttpClient;
  /** How long after the last change the preferences are saved: a burst of changes makes one request. */
  delayMs?: number;
}

/**
 * react-admin's store, kept in localStorage as before (so every read is immediate and works
 * offline), whose remembered keys (see isRemembered) are also saved to the admin's preferences on
 * the server, a moment after they change, and loaded from there after login. A failed save is
 * dropped quietly: the change still holds in this browser, and the next change sends them all.
 */
export function createPreferencesStore({
  local = localStorageStore(),
  http = fetchHttpClient,
  delayMs = 500,
}: Options = {}): PreferencesStore {
  const api = operationMethods(http, authOperations);
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Saves go out only after a load succeeded: until then the server's copy is the one to keep. */
  let loaded = false;
  /** The preferences as the server last held them, as JSON: a change that ends where it started sends nothing. */
  let lastSaved: string | undefined;

  const remembered = () =>
    Object.fromEntries(
      Object.entries(local.listItems?.() ?? {})
        .filter(([key, value]) => isRemembered(key) && value !== undefined)
        .sort(([a], [b]) => a.localeCompare(b)),
    );

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const save = async ({ keepalive = false } = {}) => {
    cancel();
    const preferences = remembered();
    const json = JSON.stringify(preferences);
    if (!loaded || json === lastSaved) return;
    try {
      await api.savePreferences({ body: { preferences } }, { keepalive });
      lastSaved = json;
    } catch {
      // Kept in this browser all the same; the next change tries again with everything.
    }
  };

  const changed = (key?: string) => {
    if (!loaded || (key !== undefined && !isRemembered(key))) return;
    cancel();
    timer = setTimeout(() => void save(), delayMs);
  };

  /** A save still waiting when the page is closed or reloaded goes out with it. */
  const onPageHide = () => {
    if (timer !== undefined) void save({ keepalive: true });
  };

  return {
    setup() {
      local.setup();
      window.addEventListener('pagehide', onPageHide);
    },
    teardown() {
      window.removeEventListener('pagehide', onPageHide);
      local.teardown();
    },
    getItem: (key, defaultValue) => local.getItem(key, defaultValue),
    setItem(key, value) {
      local.setItem(key, value);
      changed(key);
    },
    removeItem(key) {
      local.removeItem(key);
      changed(key);
    },
    removeItems(keyPrefix) {
      local.removeItems(keyPrefix);
      changed();
    },
    // react-admin resets the store as the admin logs out, after the session has ended: nothing is saved, and the next login loads afresh.
    reset() {
      cancel();
      loaded = false;
      lastSaved = undefined;
      local.reset();
    },
    subscribe: (key, callback) => local.subscribe(key, callback),
    listItems: (keyPrefix) => local.listItems?.(keyPrefix) ?? {},

    async load() {
      cancel();
      loaded = false;
      let saved: Awaited<ReturnType<typeof api.getPreferences>>;
      try {
        saved = await api.getPreferences();
      } catch {
        return;
      }
      loaded = true;
      // Never saved (their first visit since preferences follow the admin): what this browser remembers becomes theirs.
      if (saved.updatedAt === null) return void (await save());
      const theirs = Object.fromEntries(Object.entries(saved.preferences).filter(([key]) => isRemembered(key)));
      for (const key of Object.keys(remembered())) if (!(key in theirs)) local.removeItem(key);
      for (const [key, value] of Object.entries(theirs)) local.setItem(key, value);
      lastSaved = JSON.stringify(remembered());
    },
  };
}

/** The app's one store, given to <Admin> and loaded by PreferencesGate after each login. */
export const preferences = createPreferencesStore();
