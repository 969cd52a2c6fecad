import { DEMO_ADMIN } from '../../../server/demo/demo-data';

export interface HttpSession {
  base: string;
  /** The authToken cookie, valid across restarts (sessions live in the database). */
  cookie: string;
  /** A request with the session and our Origin (which every write needs); JSON bodies as objects. */
  request(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** The same session against another server process (a restart on the same data). */
  at(base: string): HttpSession;
}

/** Logs in as the demo admin over HTTP, as the admin app does. */
export async function logIn(base: string): Promise<HttpSession> {
  const res = await fetch(`${base}/api/auth/user-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ emailAddress: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const token = /authToken=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('login set no authToken cookie');
  return session(base, `authToken=${token}`);
}

function session(base: string, cookie: string): HttpSession {
  return {
    base,
    cookie,
    request(method, url, body, headers = {}) {
      const form = body instanceof FormData;
      const json = body !== undefined && !form;
      return fetch(`${base}${url}`, {
        method,
        headers: { cookie, origin: base, ...(json && { 'content-type': 'application/json' }), ...headers },
        body: form ? body : json ? JSON.stringify(body) : undefined,
      });
    },
    at: (other) => session(other, cookie),
  };
}
