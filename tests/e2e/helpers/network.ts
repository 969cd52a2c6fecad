import type { Page, Request } from '@playwright/test';

/**
 * Holds every request matching `url` until `release()`, so a test can look at the in-flight
 * state (a loading screen, a busy button) without sleeping, then let the request through.
 */
export async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
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
