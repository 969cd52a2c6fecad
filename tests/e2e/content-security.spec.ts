import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The server sends a Content-Security-Policy (server/plugins/security-headers.ts). These tests
// check that every kind of screen works under it, and that it stops an inline script even if
// one got past the HTML sanitiser.

/** Collects the page's CSP violations (directive and what was blocked) from its first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the screens run under the content security policy without a single violation', async ({ loggedIn: page }) => {
  const violations = await watchViolations(page);
  const document = await page.goto('/properties');
  expect(document?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  // Client-side navigation keeps the same document, so its violations add up.
  await page.goto('/properties/1/information');
  await expect(page.getByText('Add New Information Block').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Summary', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Property Flags', exact: true })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/api/docs/');
  await expect(page.getByText('Property back-office API').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('an inline script that got into the page is refused by the policy', async ({ loggedIn: page }) => {
  const violations = await watchViolations(page);
  await page.goto('/properties');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src-elem inline$/));
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});
