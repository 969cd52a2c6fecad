import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdRequests, recordRequests } from './helpers/network';
import { apiFailure, uniqueName } from './pages/organisationPages';
import { addSellerPage, isSellerUpdate, newSeller, SELLER_UPDATE_FAILURES, sellerEditPage, sellerListPage, sellersApi } from './pages/sellerPages';
import { shell } from './pages/shell';

// Spec §2 'Seller Details' and 'Add Seller', §5 'Seller contact number', 'Seller edit', 'Add
// Seller', §8 Sellers. Each test works on a seller it creates (other spec files may read
// sellers 1..3).

test.describe('seller details', () => {
  test('an edit is saved with the spec body, notified, and survives a reload', async ({ loggedIn: page }) => {
    const created = await sellersApi(page.request).create(newSeller('Edit'));
    const details = sellerEditPage(page, created.id);
    await details.goto();
    await expect(details.heading).toBeVisible();
    await expect(details.name).toHaveValue(created.name);
    await expect(details.contactPerson).toHaveValue('Thandi Nkosi');
    await expect(details.contactNumber).toHaveValue('021 555 0100');
    await expect(details.counter).toHaveText('12/20');
    await expect(details.emailAddress).toHaveValue(created.emailAddress!);
    await expect(details.description).toHaveValue(created.description!);
    await expect(details.active).toBeChecked();

    const renamed = uniqueName('E2E Seller Renamed');
    await details.fill({ name: renamed, contactPerson: 'Sipho Dlamini', contactNumber: '+27 82 555 0199', emailAddress: 'sipho@renamed.example.com', description: '' });
    await expect(details.counter).toHaveText('15/20');
    await details.active.uncheck();
    const put = page.waitForRequest((request) => request.method() === 'PUT' && isSellerUpdate(created.id)(new URL(request.url())));
    await details.submit.click();

    expect((await put).postDataJSON()).toEqual({
      userId: expect.any(Number),
      companyName: renamed,
      contactPerson: 'Sipho Dlamini',
      contactNumber: '+27 82 555 0199',
      emailAddress: 'sipho@renamed.example.com',
      // Spec §3: an empty description is sent as 'Not captured'.
      description: 'Not captured',
      isActive: false,
    });
    await expect(details.notice('Seller updated successfully!')).toBeVisible();

    await page.reload();
    await expect(details.name).toHaveValue(renamed);
    await expect(details.contactPerson).toHaveValue('Sipho Dlamini');
    await expect(details.contactNumber).toHaveValue('+27 82 555 0199');
    await expect(details.emailAddress).toHaveValue('sipho@renamed.example.com');
    await expect(details.description).toHaveValue('Not captured');
    await expect(details.active).not.toBeChecked();
  });

  test('a bad email is refused on the form: its message, the notice, and nothing saved', async ({ loggedIn: page }) => {
    const created = await sellersApi(page.request).create(newSeller('BadEmail'));
    const details = sellerEditPage(page, created.id);
    const puts = recordRequests(page, '/api/seller-companies');
    await details.goto();
    await expect(details.name).toHaveValue(created.name);

    await details.emailAddress.fill('not-an-email@nowhere');
    await details.submit.click();
    await expect(details.helperOf(details.emailAddress)).toHaveText('Please enter a valid email address');
    await expect(details.notice('Please fix the validation errors before saving.')).toBeVisible();
    expect(puts.filter((request) => request.method() === 'PUT')).toHaveLength(0);

    // An email may be left out altogether on the edit.
    await details.emailAddress.fill('');
    await details.submit.click();
    await expect(details.notice('Seller updated successfully!')).toBeVisible();
    expect((await sellersApi(page.request).get(created.id)).emailAddress).toBeNull();
  });

  test('the contact number takes no more than 20 characters and counts them', async ({ loggedIn: page }) => {
    const created = await sellersApi(page.request).create(newSeller('Counter'));
    const details = sellerEditPage(page, created.id);
    await details.goto();
    await expect(details.counter).toHaveText('12/20');

    await details.contactNumber.fill('');
    await expect(details.counter).toHaveText('0/20');
    await details.contactNumber.pressSequentially('0123456789012345678901234');
    await expect(details.contactNumber).toHaveValue('01234567890123456789');
    await expect(details.counter).toHaveText('20/20');
  });

  test("the Save button reads 'Saving...' while the update is under way", async ({ loggedIn: page }) => {
    const created = await sellersApi(page.request).create(newSeller('Busy'));
    const details = sellerEditPage(page, created.id);
    await details.goto();
    await details.contactPerson.fill('Busy Person');
    const held = await holdRequests(page, `**/api/seller-companies?id=${created.id}`);
    await details.submit.click();

    await expect(details.busy).toBeVisible();
    await expect(details.busy).toBeDisabled();
    held.release();
    await expect(details.notice('Seller updated successfully!')).toBeVisible();
    await expect(details.submit).toBeVisible();
  });

  // The browser's own error for a lost connection is 'Failed to fetch'; a 500 reads 'HTTP error!
  // status: 500' or the server's message; anything else is quoted.
  const updateFailures: Array<{ name: string; fail: (route: Route) => Promise<void>; message: string }> = [
    { name: 'no connection', fail: (route) => route.abort('failed'), message: SELLER_UPDATE_FAILURES.network },
    { name: 'a server error', fail: (route) => route.fulfill(apiFailure(500, 'Internal server error')), message: SELLER_UPDATE_FAILURES.server },
    {
      name: 'a refused request',
      fail: (route) => route.fulfill(apiFailure(400, 'Invalid request: the seller is locked')),
      message: SELLER_UPDATE_FAILURES.other('Invalid request: the seller is locked'),
    },
  ];
  for (const { name, fail, message } of updateFailures) {
    test(`an update failing with ${name} gets the spec's message and changes nothing`, async ({ loggedIn: page }) => {
      const created = await sellersApi(page.request).create(newSeller(`Fail ${name}`));
      const details = sellerEditPage(page, created.id);
      await details.goto();
      await details.contactPerson.fill('Never Saved');
      await page.route(isSellerUpdate(created.id), fail, { times: 1 });
      await details.submit.click();

      await expect(details.notice(message)).toBeVisible();
      await expect(details.contactPerson).toHaveValue('Never Saved');
      expect((await sellersApi(page.request).get(created.id)).contactPerson).toBe('Thandi Nkosi');
    });
  }

  test("an unknown seller reads 'Seller not found'", async ({ loggedIn: page }) => {
    const details = sellerEditPage(page, 987654);
    await details.goto();
    await expect(details.notFound).toBeVisible();
    await expect(details.name).toHaveCount(0);
  });

  test("a failed load reads 'Failed to load seller details' and Try Again recovers", async ({ loggedIn: page }) => {
    const created = await sellersApi(page.request).create(newSeller('LoadFail'));
    const details = sellerEditPage(page, created.id);
    await page.route(`**/api/seller-companies/${created.id}`, (route) => route.fulfill(apiFailure(500, 'Boom')), { times: 1 });
    await details.goto();

    await expect(details.loadError).toBeVisible();
    await expect(details.name).toHaveCount(0);
    await details.retryButton.click();
    await expect(details.name).toHaveValue(created.name);
    await expect(details.loadError).toHaveCount(0);
  });

  test('leaving with unsaved changes asks first', async ({ loggedIn: page }) => {
    const created = await sellersApi(page.request).create(newSeller('Unsaved'));
    const details = sellerEditPage(page, created.id);
    await details.goto();
    await details.contactPerson.fill('Half Typed');

    const asked = page.waitForEvent('dialog').then(async (dialog) => {
      await dialog.dismiss();
      return dialog.type();
    });
    await shell(page).sidebarLink('Manage Seller').click();
    expect(await asked).toBe('confirm');
    await expect(page).toHaveURL(details.path);
    await expect(details.contactPerson).toHaveValue('Half Typed');
  });
});

test.describe('add seller', () => {
  test("an empty form reads 'Please fill in all fields' and sends nothing", async ({ loggedIn: page }) => {
    const form = addSellerPage(page);
    const posts = recordRequests(page, '/api/seller-companies');
    await form.goto();
    await expect(form.heading).toBeVisible();
    await form.submit.click();

    await expect(form.notice('Please fill in all fields')).toBeVisible();
    for (const input of [form.name, form.contactPerson, form.contactNumber, form.emailAddress]) {
      await expect(form.helperOf(input)).toHaveText('Required');
    }
    expect(posts.filter((request) => request.method() === 'POST')).toHaveLength(0);
    await expect(page).toHaveURL(form.path);
  });

  test("a bad email reads 'Please enter a valid email address'; the number stops at 20 with its counter", async ({ loggedIn: page }) => {
    const form = addSellerPage(page);
    const posts = recordRequests(page, '/api/seller-companies');
    await form.goto();
    await expect(form.counter).toHaveText('0/20');

    await form.fill({ name: uniqueName('E2E Seller BadEmail'), contactPerson: 'Lindi Mokoena', emailAddress: 'lindi@example' });
    await form.contactNumber.pressSequentially('+27 21 555 0100 ext 42');
    await expect(form.contactNumber).toHaveValue('+27 21 555 0100 ext ');
    await expect(form.counter).toHaveText('20/20');
    await form.submit.click();

    await expect(form.notice('Please enter a valid email address')).toBeVisible();
    await expect(form.helperOf(form.emailAddress)).toHaveText('Please enter a valid email address');
    expect(posts.filter((request) => request.method() === 'POST')).toHaveLength(0);
  });

  test("'Creating Seller...' while it is sent; then 'Seller created successfully!', the list, and 'Not captured'", async ({ loggedIn: page }) => {
    const form = addSellerPage(page);
    const values = newSeller('Create', { description: '' });
    await form.goto();
    await form.fill(values);
    const held = await holdRequests(page, '**/api/seller-companies');
    const post = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/seller-companies');
    await form.submit.click();

    await expect(form.busy).toBeVisible();
    await expect(form.busy).toBeDisabled();
    expect((await post).postDataJSON()).toEqual({
      userId: expect.any(Number),
      companyName: values.name,
      contactPerson: values.contactPerson,
      contactNumber: values.contactNumber,
      emailAddress: values.emailAddress,
      description: 'Not captured',
      isActive: true,
    });
    held.release();
    await expect(form.notice('Seller created successfully!')).toBeVisible();
    await expect(page).toHaveURL('/sellers');

    const list = sellerListPage(page);
    await list.searchFor(values.name);
    const row = list.row(values.name);
    await expect(list.cell(row, 'Description')).toHaveText('Not captured');
    await expect(list.cell(row, 'Status')).toHaveText('Active');
    const [stored] = await sellersApi(page.request).find(values.name);
    expect(stored).toMatchObject({ name: values.name, contactPerson: values.contactPerson, description: 'Not captured', isActive: true });
  });

  test("a failed create reads 'Failed to create seller. Please try again.' and stays on the form", async ({ loggedIn: page }) => {
    const form = addSellerPage(page);
    const values = newSeller('CreateFail');
    await form.goto();
    await form.fill(values);
    await page.route('**/api/seller-companies', (route) => route.fulfill(apiFailure(500, 'Boom')), { times: 1 });
    await form.submit.click();

    await expect(form.notice('Failed to create seller. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(form.path);
    await expect(form.name).toHaveValue(values.name);
    expect(await sellersApi(page.request).find(values.name)).toEqual([]);
  });
});
