import { expect, test } from './fixtures';
import { holdRequests } from './helpers/network';
import { activityLogPage } from './pages/activityLogPage';
import { propertyDetailsPage } from './pages/propertyDetailsPage';
import { leaveDialog } from './pages/leaveDialog';

// Spec §2 'Headers tab', §4 (flags; the Summary after a save), §5 'Headers form', §7 PUT
// /properties/?id=, §8. Properties 5 and 6 are this file's own: 5 is saved, 6 is only read (or
// its save is made to fail).

const isUpdateOf = (id: number) => (url: URL) => url.pathname === '/api/properties/' && url.searchParams.get('id') === String(id);

test.describe('property headers', () => {
  test("the form shows the property's values in its four sections", async ({ loggedIn: page }) => {
    const details = propertyDetailsPage(page, 6);
    const property = await details.record();
    const { form } = details;
    await details.goto('Headers');

    for (const name of ['Property Information', 'Location', 'Agent Details', 'Property Flags']) {
      await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    }
    await expect(form.text('Reference')).toHaveValue(property.propertyReference);
    await expect(form.text('Reference')).not.toBeEditable();
    await expect(form.text('Property Name')).toHaveValue(property.listingTitle);
    await expect(form.select('Category')).toHaveText(property.category);
    await expect(form.select('Status')).toHaveText(property.propertyStatus);
    await expect(form.text('Teaser')).toHaveValue(property.listingDescription);
    await expect(form.text('Introduction')).toHaveValue(property.shortDescription);
    await expect(form.text('Address Line 1')).toHaveValue(property.addressLine1);
    await expect(form.text('Address Line 2')).toHaveValue(property.addressLine2 ?? '');
    await expect(form.text('Suburb')).toHaveValue(property.suburb);
    await expect(form.select('Province')).toHaveText(property.province);
    await expect(form.select('Country')).toHaveText(property.country);
    await expect(form.select('Agency')).toHaveText(property.agent.agency!.name);
    await expect(form.select('Agent')).toHaveText(`${property.agent.firstName} ${property.agent.lastName}`);
    for (const [flag, value] of [
      ['Carousel Featured', property.isFeatured],
      ['Public Listing', property.isListable],
      ['Discrete List', property.isDiscrete],
      ['Published', property.isActive],
    ] as const) {
      await expect(details.flag(flag), flag).toBeChecked({ checked: value });
    }
    await expect(details.saveChanges).toBeVisible();
  });

  test("every dropdown reads 'Loading ...' until its list arrives", async ({ loggedIn: page }) => {
    const details = propertyDetailsPage(page, 6);
    const held = await Promise.all(
      ['categories', 'property-status', 'provinces', 'countries', 'agencies', 'users?*'].map((path) =>
        holdRequests(page, `**/api/${path}`),
      ),
    );
    await details.goto('Headers');

    for (const label of ['Category', 'Status', 'Province', 'Country', 'Agency', 'Agent'] as const) {
      await expect(details.form.loadingSelect(label), label).toHaveValue('Loading ...');
    }
    held.forEach(({ release }) => release());
    for (const label of ['Category', 'Status', 'Province', 'Country', 'Agency', 'Agent'] as const) {
      await expect(details.form.select(label), label).toBeVisible();
    }
    await expect(details.form.loadingSelect('Category')).toHaveCount(0);
  });

  test("another agency clears the agent and lists its agents; the current agent shows only while the property's own agency is chosen", async ({
    loggedIn: page,
  }) => {
    const details = propertyDetailsPage(page, 6);
    const { agent } = await details.record();
    const { form } = details;
    const puts: string[] = [];
    page.on('request', (request) => request.method() === 'PUT' && puts.push(request.url()));
    await details.goto('Headers');

    const shown = { 'First Name': agent.firstName, 'Last Name': agent.lastName, Email: agent.emailAddress, Phone: agent.cellNumber ?? '' };
    for (const [label, value] of Object.entries(shown)) {
      await expect(details.currentAgent.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
      await expect(details.currentAgent.getByRole('textbox', { name: label, exact: true })).not.toBeEditable();
    }
    expect(await form.options('Agent')).toEqual(expect.arrayContaining([`${agent.firstName} ${agent.lastName}`]));

    await form.choose('Agency', 'Summit Commercial');
    expect(await form.selected('Agent')).toBe('');
    await expect(details.currentAgent).toHaveCount(0);
    const summit = await details.agentsOf(4);
    expect((await form.options('Agent')).sort()).toEqual(summit.map((a) => `${a.firstName} ${a.lastName}`).sort());

    // Without an agent of the new agency the save would keep an agent of the old one.
    await details.saveChanges.click();
    await expect(form.helperOf(form.select('Agent'))).toHaveText('Required');
    expect(puts).toEqual([]);

    await form.choose('Agency', agent.agency!.name);
    await expect(details.currentAgent).toBeVisible();
    expect(await form.selected('Agent')).toBe('');
  });

  test(`a save sends the spec body; the Summary then shows the new values, which survive a reload, and the activity log reads "Updated property '...'"`, async ({
    loggedIn: page,
  }) => {
    const details = propertyDetailsPage(page, 5);
    const before = await details.record();
    const { form } = details;
    const suffix = `${Date.now()}`;
    const name = `Paarl Residence ${suffix}`;
    const teaser = `New teaser ${suffix}`;
    const summit = await details.agentsOf(4);
    const newAgent = summit[0];
    await details.goto('Headers');

    await form.text('Property Name').fill(name);
    await form.text('Teaser').fill(teaser);
    // Spec §5: a blank field keeps the property's current value.
    await form.text('Suburb').fill('');
    await details.flag('Published').setChecked(!before.isActive);
    await form.choose('Agency', 'Summit Commercial');
    await form.choose('Agent', `${newAgent.firstName} ${newAgent.lastName}`);

    const put = page.waitForRequest((request) => isUpdateOf(5)(new URL(request.url())) && request.method() === 'PUT');
    await details.saveChanges.click();
    const body = (await put).postDataJSON();
    expect(Object.keys(body).sort()).toEqual(
      [
        'userId',
        'categoryId',
        'agentId',
        'sellerCompanyId',
        'listingTitle',
        'listingDescription',
        'title',
        'shortDescription',
        'addressLine1',
        'addressLine2',
        'addressLine3',
        'suburb',
        'nearestTown',
        'provinceId',
        'countryId',
        'propertyStatusId',
        'isFeatured',
        'isListable',
        'isDiscrete',
        'isActive',
      ].sort(),
    );
    expect(body).toMatchObject({
      agentId: newAgent.id,
      sellerCompanyId: before.sellerCompanyId,
      listingTitle: name,
      title: name,
      listingDescription: teaser,
      suburb: before.suburb,
      nearestTown: before.nearestTown || 'N/A',
      isActive: !before.isActive,
      isFeatured: before.isFeatured,
    });

    await expect(details.notice('Property updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${details.path}$`));
    await expect(details.tab('Summary')).toHaveAttribute('aria-selected', 'true');
    const expectSaved = async () => {
      await expect(details.heading).toHaveText(name);
      await expect(details.summaryValue('Property Information', 'Property Name')).toHaveText(name);
      await expect(details.summaryValue('Location', 'Suburb')).toHaveText(before.suburb);
      await expect(details.summaryValue('Agent Details', 'Name')).toHaveText(`${newAgent.firstName} ${newAgent.lastName}`);
      await expect(details.summaryValue('Agent Details', 'Agency')).toHaveText('Summit Commercial');
      await expect(details.summaryValue('Property Flags', 'Published')).toHaveText(before.isActive ? 'No' : 'Yes');
    };
    await expectSaved();
    await page.reload();
    await expectSaved();
    expect((await details.record()).listingDescription).toBe(teaser);

    const log = activityLogPage(page);
    // 'Recent history' opens the History panel (issue 33); its link opens the Activity Log filtered to the property.
    await details.recentHistory.click();
    await log.reloadsAfter(
      () => details.historyPanel.getByRole('link', { name: 'Open in Activity Log', exact: true }).click(),
      ({ filter }) => filter.propertyId === 5,
    );
    await expect(log.cells('Comments').filter({ hasText: `Updated property '${name}'` })).toHaveCount(1);
  });

  test("a failed save reads 'Failed to update property. Please try again.' and keeps the edits", async ({ loggedIn: page }) => {
    const details = propertyDetailsPage(page, 6);
    const before = await details.record();
    await page.route(isUpdateOf(6), (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } })
        : route.fallback(),
    );
    await details.goto('Headers');
    await details.form.text('Property Name').fill('Never saved');
    await details.saveChanges.click();

    await expect(details.notice('Failed to update property. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${details.pathOf('Headers')}$`));
    await expect(details.form.text('Property Name')).toHaveValue('Never saved');
    expect((await details.record()).listingTitle).toBe(before.listingTitle);
  });

  test('leaving the tab with unsaved edits asks first, and again on the next try', async ({ loggedIn: page }) => {
    const details = propertyDetailsPage(page, 6);
    await details.goto('Headers');
    await details.form.text('Property Name').fill('Unsaved name');
    const asking = leaveDialog(page);

    await details.tab('Summary').click();
    await expect(asking.dialog).toBeVisible();
    await asking.stay.click();
    await expect(asking.dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${details.pathOf('Headers')}$`));
    await expect(details.form.text('Property Name')).toHaveValue('Unsaved name');

    // Asked again on the next try (react-admin's own warning, a browser confirm, could miss a try
    // that came right after its answer, and the tabs then stopped answering).
    await details.tab('Summary').click();
    await expect(asking.dialog).toBeVisible();
    await asking.leave.click();
    await expect(page).toHaveURL(new RegExp(`${details.path}$`));
    await expect(asking.dialog).toBeHidden();
    await expect(details.summaryValue('Property Information', 'Property Name')).not.toHaveText('Unsaved name');
  });
});
