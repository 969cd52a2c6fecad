import { expect, test } from './fixtures';
import { shell } from './pages/shell';

// Issue 16 'Support staff': a second staff role that logs in to the same back-office, sees
// every list, detail and tab, and changes nothing: no write control shows, and the API
// refuses a write all the same.

/** Controls that would change something or fetch a private file; none may show for support staff. */
const WRITE_CONTROL =
  /^(Save|Save Changes|Submit|Update|Add .*|Upload.*|Publish .*|Reject .*|Hide .*|Show \d.*|Download .*|Preview .*|Grant.*|Remove .*|Accept round.*|Reject round.*|Delete.*)$/;

test('support staff read every screen, see no write control, and the API refuses their writes', async ({ asSupport: page }) => {
  const app = shell(page);
  const noWriteControls = async () => {
    const names = await page
      .getByRole('main')
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? ''));
    expect(names.filter((name) => WRITE_CONTROL.test(name))).toEqual([]);
  };

  await app.goto('/properties');
  await expect(app.topBar.getByText('Read only')).toBeVisible();
  await expect(app.sidebarLink('Manage Users')).toBeVisible();
  await expect(app.sidebar.getByRole('menuitem', { name: /^Add / })).toHaveCount(0);
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Property' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();

  // A property's tabs, in-app: the details read-only, nothing to add, upload or decide.
  await page.getByRole('main').getByRole('table').first().getByRole('link').first().click();
  const tabs = page.getByRole('tablist');
  await expect(tabs).toBeVisible();
  await tabs.getByRole('tab', { name: 'Headers' }).click();
  await expect(page.getByLabel('Property Name').or(page.getByLabel('Property Name *'))).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await tabs.getByRole('tab', { name: 'Media' }).click();
  await expect(page.getByRole('table', { name: 'Media items' })).toBeVisible();
  for (const toggle of await page.getByRole('switch').all()) await expect(toggle).toBeDisabled();
  await expect(page.getByRole('heading', { name: /^(Video|Image) Upload$/ })).toHaveCount(0);
  await noWriteControls();
  await tabs.getByRole('tab', { name: 'Vault' }).click();
  await expect(page.getByRole('region', { name: 'NDA Signatories' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Custom NDA' })).toHaveCount(0);
  await noWriteControls();
  await tabs.getByRole('tab', { name: 'Manage Datarooms' }).click();
  const expandAll = page.getByRole('button', { name: 'Expand all' }).first();
  if (await expandAll.isVisible()) await expandAll.click();
  await noWriteControls();

  // A user's details: every value shown, disabled; no Save, no password to set.
  await app.sidebarLink('Manage Users').click();
  await page.getByRole('main').getByRole('table').getByRole('link').first().click();
  await expect(page.getByLabel('First Name *').or(page.getByLabel('First Name'))).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /password/i })).toHaveCount(0);

  // An Add screen says why it has no form.
  await page.goto('/add-user');
  await expect(page.getByText('Support staff can view but not change anything')).toBeVisible();

  // The server refuses a write from the page itself, with the session's cookie.
  const refused = await page.evaluate(async () => {
    const res = await fetch('/api/agencies', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ agencyName: 'Not allowed' }),
    });
    return { status: res.status, body: (await res.json()) as { error?: { code?: string } } };
  });
  expect(refused.status).toBe(403);
  expect(refused.body.error?.code).toBe('READ_ONLY');

  // Logging out works for them as for anyone.
  await app.askToLogout();
  await app.confirmLogout();
  await expect(page).toHaveURL('/');
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);
});
