import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../../server/app';
import { buildTestApp, loginAs } from './test-app';

type TestAppOptions = Parameters<typeof buildTestApp>[1];

type Headers = Record<string, string>;

/** A test file's own app with the demo admin logged in, and requests that carry that session. */
export interface LoggedInApp {
  readonly app: App;
  /** The Cookie header value of the demo admin's session. */
  readonly cookie: string;
  /** GET as the demo admin; `headers` are added to the session cookie. */
  get: (url: string, headers?: Headers) => Promise<LightMyRequestResponse>;
  /** A write as the demo admin; the payload is any body, valid or not, as a test wants to send it. */
  send: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers?: Headers) => Promise<LightMyRequestResponse>;
}

/**
 * Registers the beforeAll that builds a fresh app (buildTestApp, with `env` on top of the test
 * config, and its `options`) and logs the demo admin in, and the afterAll that closes it (dropping its database).
 * Call it at the top of a file; read the holder only inside tests and the hooks after it.
 */
export function useLoggedInApp(env: Record<string, string> = {}, options?: TestAppOptions): LoggedInApp {
  let app: App | undefined;
  let cookie: string | undefined;
  beforeAll(async () => {
    app = await buildTestApp(env, options);
    cookie = await loginAs(app);
  });
  // app, not cookie: a failed login must still close the app it was tried on.
  afterAll(() => app?.close());

  const ready = () => {
    if (!app || cookie === undefined)
      throw new Error('useLoggedInApp: the app is built in beforeAll; read it inside a test or a later hook');
    return { app, cookie };
  };
  return {
    get app() {
      return ready().app;
    },
    get cookie() {
      return ready().cookie;
    },
    get: (url, headers = {}) => {
      const { app, cookie } = ready();
      return app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
    },
    send: (method, url, payload, headers = {}) => {
      const { app, cookie } = ready();
      // inject serialises any non-string payload as JSON, invalid bodies included.
      return app.inject({ method, url, headers: { cookie, ...headers }, payload: payload as object | string | undefined });
    },
  };
}
