import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { recordRequests, sentBy } from './helpers/network';
import { createdNoticeLink } from './helpers/notices';
import { expectLeavingAsks } from './helpers/unsavedChanges';
import { propertyCreatePage, REQUIRED_FIELDS, type NewProperty } from './pages/propertyCreatePage';
import { agenciesApi, newAgency } from './pages/agencyPages';
import { propertyDetailsPage } from './pages/propertyDetailsPage';

// Spec §2 'Add New Property', §3 'New property payload fields', §5 'New property form', §8.

const isCreate = (url: URL) => url.pathname === '/api/properties';

/** A property no other test has: its name carries the test's own suffix. */
const newProperty = (suffix: string): NewProperty => ({
  name: `E2E Warehouse ${suffix}`,
  category: 'Industrial',
  status: 'For Sale',
  seller: 'Fynbos Capital',
  agency: 'Summit Commercial',
  agent: 'Alex Ngcobo',
  teaser: `Teaser ${suffix}`,
  introduction: `Introduction ${suffix}`,
  addressLine1: '12 Dock Road',
  addressLine2: 'Unit 4',
  suburb: 'Epping',
  province: 'Western Cape',
  country: 'South Africa',
});

test.describe('add property', () => {
  test('an empty form marks every required field and sends nothing', async ({ loggedIn: page }) => {
    const form = propertyCreatePage(page);
    const posts = recordRequests(page, '/api/properties');
    await form.goto();
    await expect(form.heading).toBeVisible();

    await form.saveButton.click();

    for (const label of REQUIRED_FIELDS) {
      const input = ['Category', 'Status', 'Seller', 'Province', 'Country', 'Agency', 'Agent'].includes(label)
        ? form.select(label as never)
        : form.text(label);
      await expect(form.helperOf(input), label).toHaveText('Required');
    }
    for (const optional of ['Address Line 2', 'Address Line 3'])
      await expect(form.helperOf(form.text(optional))).not.toHaveText('Required');
    expect(posts.filter((request) => request.method() === 'POST')).toHaveLength(0);
    await expect(page).toHaveURL(/\/add-property$/);
  });

  test("the agent list opens only after an agency is chosen, lists that agency's agents and is reset when the agency changes", async ({
    loggedIn: page,
  }) => {
    const form = propertyCreatePage(page);
    const details = propertyDetailsPage(page, 1);
    const empty = await agenciesApi(page.request).create(newAgency('No Agents'));
    await form.goto();

    await expect(form.select('Agent')).toHaveAttribute('aria-disabled', 'true');
    await expect(form.helperOf(form.select('Agent'))).toHaveText('Choose an agency first');

    await form.choose('Agency', 'Summit Commercial');
    await expect(form.select('Agent')).not.toHaveAttribute('aria-disabled', 'true');
    const summit = await details.agentsOf(4);
    expect(summit.length).toBeGreaterThan(0);
    expect((await form.options('Agent')).sort()).toEqual(summit.map((a) => `${a.firstName} ${a.lastName}`).sort());
    await form.choose('Agent', `${summit[0].firstName} ${summit[0].lastName}`);
    expect(await form.selected('Agent')).toBe(`${summit[0].firstName} ${summit[0].lastName}`);

    await form.choose('Agency', 'Baobab Real Estate');
    expect(await form.selected('Agent')).toBe('');
    const baobab = await details.agentsOf(6);
    expect((await form.options('Agent')).sort()).toEqual(baobab.map((a) => `${a.firstName} ${a.lastName}`).sort());

    // An agency with no agents says so instead of opening an empty list.
    await form.choose('Agency', empty.name);
    await expect(form.helperOf(form.select('Agent'))).toHaveText('This agency has no agents yet');
  });

  // One form filled once is sent three times: each send of the fourteen inputs costs seconds.
  test("a server failure reads 'Failed to create property. Please try again.' and a refused value shows the server's reason under its field, both keeping the form; then the property is posted as the spec payload, the list opens and it is found", async ({
    loggedIn: page,
  }) => {
    test.slow(); // fourteen inputs to fill
    const form = propertyCreatePage(page);
    const property = newProperty(`${Date.now()}`);
    await form.goto();
    // The teaser takes no more than the API's 1000 characters, and counts them.
    const teaser = form.text('Teaser');
    await expect(teaser).toHaveAttribute('maxlength', '1000');
    await teaser.fill('x'.repeat(1001));
    await expect(teaser).toHaveValue('x'.repeat(1000));
    await expect(form.helperOf(teaser)).toHaveText('1000/1000');
    // The server holds it to them too: a client without the limit (here, the attribute removed) is refused below.
    await teaser.evaluate((input) => input.removeAttribute('maxlength'));
    await form.fill({ ...property, teaser: 'x'.repeat(1001) });

    const failing = (route: Route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } })
        : route.fallback();
    await page.route(isCreate, failing);
    await form.saveButton.click();
    await expect(page.getByText('Failed to create property. Please try again.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/add-property$/);
    await expect(form.text('Property Name')).toHaveValue(property.name);
    await page.unroute(isCreate, failing);

    await form.saveButton.click();
    await expect(form.helperOf(form.text('Teaser'))).toHaveText('Must be 1000 characters or less');
    // The refused field, far above the Save button, is brought into view and takes the focus.
    await expect(form.text('Teaser')).toBeFocused();
    await expect(form.text('Teaser')).toBeInViewport();
    await expect(page).toHaveURL(/\/add-property$/);
    await form.text('Teaser').fill(property.teaser);

    // A double click (issue 28): one property, which the search below finds alone.
    const { body, answer: created } = await sentBy(page, 'POST', isCreate, () => form.saveButton.dblclick());

    expect(body).toMatchObject({
      categoryId: 3,
      agentId: created.agent.id,
      sellerCompanyId: created.sellerCompanyId,
      listingTitle: property.name,
      listingDescription: property.teaser,
      title: property.name,
      shortDescription: property.introduction,
      addressLine1: property.addressLine1,
      addressLine2: property.addressLine2,
      addressLine3: null,
      suburb: property.suburb,
      nearestTown: 'N/A',
      countryId: 1,
    });
    expect(body).not.toHaveProperty('agencyId');
    expect(typeof body.userId).toBe('number');

    await expect(page.getByText('Property created successfully!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/properties$/);
    // The list may show the new property on another page: the notice links to it.
    const open = createdNoticeLink(page, 'Property created successfully!');
    await open.click();
    await expect(page).toHaveURL(`/properties/${created.id}`);
    await expect(open).toBeHidden();

    // Findable: the admin list's search answers it, and its details show what was entered.
    const search = await page.request.get(`/api/properties/admin?filter=${encodeURIComponent(JSON.stringify({ q: property.name }))}`);
    const rows = await search.json();
    expect(rows.map((row: { id: number }) => row.id)).toEqual([created.id]);

    const details = propertyDetailsPage(page, created.id);
    await expect(details.heading).toHaveText(property.name);
    await expect(details.summaryValue('Property Information', 'Category')).toHaveText(property.category);
    await expect(details.summaryValue('Property Information', 'Seller Company')).toHaveText(property.seller);
    await expect(details.summaryValue('Property Information', 'Description')).toHaveText(property.introduction);
    await expect(details.summaryValue('Location', 'Address 2')).toHaveText(property.addressLine2!);
    await expect(details.summaryValue('Location', 'Province')).toHaveText(property.province);
    await expect(details.summaryValue('Agent Details', 'Name')).toHaveText(property.agent);
    await expect(details.summaryValue('Agent Details', 'Agency')).toHaveText(property.agency);
  });

  test("a list that fails to load leaves its dropdown empty and says 'Failed to load form data'", async ({ loggedIn: page }) => {
    const form = propertyCreatePage(page);
    await page.route('**/api/categories', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } }),
    );
    await form.goto();

    await expect(form.helperOf(form.select('Category'))).toHaveText('Failed to load form data');
    await expect(form.helperOf(form.select('Status'))).not.toHaveText('Failed to load form data');
  });

  test('leaving a form with unsaved changes asks first', async ({ loggedIn: page }) => {
    const form = propertyCreatePage(page);
    await form.goto();
    await expectLeavingAsks(page, form.text('Property Name'), { link: 'Activity Log', stay: /\/add-property$/ });
  });
});
