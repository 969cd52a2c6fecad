import type { Page, Request } from '@playwright/test';

/** Our API's error body with `status`, for page.route to answer a call with a failure. */
export const apiFailure = (status: number, message: string) => ({ status, json: { error: { code: 'ERROR', message } } });

/**
 * Holds every request matching `url` (and `method`, if given) until `release()`, so a test can
 * look at the in-flight state (a loading screen, a busy button) without sleeping, then let the
 * request through.
 */
export async function holdRequests(page: Page, url: string | ((url: URL) => boolean), { method }: { method?: string } = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    await released;
    // The page may be gone if the test already failed.
    await route.continue().catch(() => undefined);
  });
  return { release };
}

/** Every request to `path` (e.g. '/api/auth/user-login') the page sends from now on, in order. */
export function recordRequests(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

/**
 * Runs `action` (a Save) and waits for the write it sends: a `method` request to a URL that
 * passes `matches`. Returns the body sent, and the status and JSON the server answered.
 */
export async function sentBy(page: Page, method: 'POST' | 'PUT', matches: (url: URL) => boolean, action: () => Promise<unknown>) {
  const answered = page.waitForResponse((res) => res.request().method() === method && matches(new URL(res.url())));
  await action();
  const response = await answered;
  return { body: response.request().postDataJSON(), status: response.status(), answer: await response.json() };
}
