import { expect, test } from './fixtures';
import { holdRequests, recordRequests } from './helpers/network';
import { addAgencyPage, AGENCY_COLUMNS, agenciesApi, agencyEditPage, agencyListPage, isAgencyUpdate, newAgency, type AgencyRow } from './pages/agencyPages';
import { apiFailure, uniqueName } from './pages/organisationPages';
import { shell } from './pages/shell';

// Spec §2 'Agencies' (the list at '/agents', details at '/agencies/{id}'), §5 'Agency and
// portfolio edits: no validation is shown', §8 Agencies; '/add-agent' is the Add Agency form,
// validated like Add Seller. Other spec files may read agencies 1..3 and add their own, so each
// test works on agencies it creates (unique names) and compares the list with the API's answer.

test.describe('manage agencies', () => {
  test("the sidebar's 'Manage Agencies' opens /agents: the spec columns, the rows the API answered, Active/Inactive badges", async ({ loggedIn: page }) => {
    const list = agencyListPage(page);
    await shell(page).goto('/');
    const rows = await list.reloadsAfter<AgencyRow>(() => shell(page).sidebarLink('Manage Agencies').click());

    await expect(page).toHaveURL(list.path);
    await expect(list.heading).toBeVisible();
    await expect(list.headers).toHaveText([...AGENCY_COLUMNS]);
    await expect(list.rows).toHaveCount(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const [i, row] of rows.entries()) {
      const shown = list.rows.nth(i);
      await expect(list.cell(shown, 'ID')).toHaveText(String(row.id));
      const link = list.cell(shown, 'Agency Name').getByRole('link');
      await expect(link).toHaveText(row.agencyName);
      await expect(link).toHaveAttribute('href', `/agencies/${row.id}`);
      await expect(list.cell(shown, 'Description')).toHaveText(row.description ?? '');
      await expect(list.cell(shown, 'Contact Person')).toHaveText(row.contactPerson ?? '');
      await expect(list.cell(shown, 'Contact Number')).toHaveText(row.contactNumber ?? '');
      await expect(list.cell(shown, 'Email')).toHaveText(row.emailAddress ?? '');
      await expect(list.cell(shown, 'Status')).toHaveText(row.isActive ? 'Active' : 'Inactive');
    }
    // The demo data has an inactive agency (Protea Capital Properties) among active ones.
    await expect(list.cells('Status').filter({ hasText: /^Inactive$/ }).first()).toBeVisible();
    await expect(list.cells('Status').filter({ hasText: /^Active$/ }).first()).toBeVisible();
  });

  test("'Loading agencies...' shows while the list loads", async ({ loggedIn: page }) => {
    const list = agencyListPage(page);
    const held = await holdRequests(page, '**/api/agencies?**');
    await list.goto();

    await expect(list.loading).toBeVisible();
    await expect(list.rows).toHaveCount(0);
    held.release();
    await expect(list.rows.first()).toBeVisible();
    await expect(list.loading).toHaveCount(0);
  });

  test("a failed load reads 'Failed to load agencies. Please try again later.' and Try Again recovers", async ({ loggedIn: page }) => {
    const list = agencyListPage(page);
    await page.route(list.isList, (route) => route.fulfill(apiFailure(500, 'Boom')), { times: 1 });
    await list.goto();

    await expect(list.loadError).toBeVisible();
    await expect(page.getByText('Boom')).toHaveCount(0);
    await expect(list.table).toHaveCount(0);

    await list.reloadsAfter(() => list.retryButton.click());
    await expect(list.rows.first()).toBeVisible();
    await expect(list.loadError).toHaveCount(0);
  });

  test('search, the Status filter, sorting and the pager run on the server', async ({ loggedIn: page }) => {
    const tag = uniqueName('Sorted');
    const api = agenciesApi(page.request);
    const names = [`${tag} Delta`, `${tag} Echo`, `${tag} Foxtrot`];
    for (const [i, name] of names.entries()) await api.create(newAgency(`sorted${i}`, { name, isActive: i !== 2 }));
    const list = agencyListPage(page);
    await list.goto();
    await expect(list.rows.first()).toBeVisible();

    await list.searchFor(tag);
    await expect(list.cells('Agency Name')).toHaveText(names);
    const active = await list.reloadsAfter<AgencyRow>(() => list.filterStatus('Active'), ({ filter }) => filter.isActive === true);
    expect(active.map((row) => row.agencyName)).toEqual(names.slice(0, 2));
    await expect(list.cells('Agency Name')).toHaveText(names.slice(0, 2));

    const descending = await list.reloadsAfter<AgencyRow>(
      () => list.sortButton('Agency Name').click(),
      ({ sort }) => sort[0] === 'agencyName' && sort[1] === 'DESC',
    );
    expect(descending.map((row) => row.agencyName)).toEqual(names.slice(0, 2).reverse());
    await expect(list.cells('Agency Name')).toHaveText(names.slice(0, 2).reverse());

    await list.reloadsAfter(() => list.filterStatus('Any'), ({ filter }) => !('isActive' in filter));
    await list.rowsPerPage.click();
    await list.reloadsAfter(() => page.getByRole('option', { name: '5', exact: true }).click(), ({ range }) => range[1] === 4);
    await expect(list.rows).toHaveCount(3);
    await list.search.fill('');
    await expect(list.rows).toHaveCount(5);
    const second = await list.reloadsAfter<AgencyRow>(() => list.nextPage.click(), ({ range }) => range[0] === 5 && range[1] === 9);
    await expect(list.cells('ID')).toHaveText(second.map((row) => String(row.id)));
  });

  test('the Add Agency button opens the Add Agency form at /add-agent', async ({ loggedIn: page }) => {
    const list = agencyListPage(page);
    await list.goto();
    await list.addButton.click();
    await expect(page).toHaveURL('/add-agent');
    await expect(addAgencyPage(page).heading).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('each agency is a card with every column, and nothing scrolls sideways', async ({ loggedIn: page }) => {
      const created = await agenciesApi(page.request).create(newAgency('Phone'));
      const list = agencyListPage(page);
      await list.goto();
      await list.searchFor(created.name);

      const card = list.card(created.name);
      await expect(card).toBeVisible();
      await expect(card).toContainText('Active');
      await expect(card).toContainText(`Description:${created.description}`);
      await expect(card).toContainText(`Contact Person:${created.contactPerson}`);
      await expect(card).toContainText(`Contact Number:${created.contactNumber}`);
      await expect(card).toContainText(`Email:${created.emailAddress}`);
      await expect(list.table).toHaveCount(0);
      expect(await list.scrollsSideways()).toBe(false);
    });
  });
});

test.describe('agency details', () => {
  test("an edit is saved with the spec body, reads 'Agency updated successfully!', and survives a reload", async ({ loggedIn: page }) => {
    const created = await agenciesApi(page.request).create(newAgency('Edit'));
    const details = agencyEditPage(page, created.id);
    await details.goto();
    await expect(details.heading).toBeVisible();
    await expect(details.name).toHaveValue(created.name);
    await expect(details.description).toHaveValue(created.description!);
    await expect(details.contactPerson).toHaveValue('Pieter van Wyk');
    await expect(details.contactNumber).toHaveValue('012 555 0142');
    await expect(details.counter).toHaveText('12/20');
    await expect(details.emailAddress).toHaveValue(created.emailAddress!);

    const renamed = uniqueName('E2E Agency Renamed');
    await details.fill({ name: renamed, description: 'Now also covering Centurion.', contactPerson: 'Naledi Khumalo', contactNumber: '', emailAddress: 'naledi@renamed.example.com' });
    await details.active.uncheck();
    const put = page.waitForRequest((request) => request.method() === 'PUT' && isAgencyUpdate(created.id)(new URL(request.url())));
    await details.submit.click();

    expect((await put).postDataJSON()).toEqual({
      userId: expect.any(Number),
      agencyName: renamed,
      description: 'Now also covering Centurion.',
      contactPerson: 'Naledi Khumalo',
      contactNumber: null,
      emailAddress: 'naledi@renamed.example.com',
      isActive: false,
    });
    await expect(details.notice('Agency updated successfully!')).toBeVisible();

    await page.reload();
    await expect(details.name).toHaveValue(renamed);
    await expect(details.description).toHaveValue('Now also covering Centurion.');
    await expect(details.contactPerson).toHaveValue('Naledi Khumalo');
    await expect(details.contactNumber).toHaveValue('');
    await expect(details.counter).toHaveText('0/20');
    await expect(details.emailAddress).toHaveValue('naledi@renamed.example.com');
    await expect(details.active).not.toBeChecked();
  });

  test("a failed update reads 'Failed to update agency. Please try again.' and keeps the typing", async ({ loggedIn: page }) => {
    const created = await agenciesApi(page.request).create(newAgency('Fail'));
    const details = agencyEditPage(page, created.id);
    await details.goto();
    await details.contactPerson.fill('Never Saved');
    await page.route(isAgencyUpdate(created.id), (route) => route.fulfill(apiFailure(500, 'Boom')), { times: 1 });
    await details.submit.click();

    await expect(details.notice('Failed to update agency. Please try again.')).toBeVisible();
    await expect(details.contactPerson).toHaveValue('Never Saved');
    expect((await agenciesApi(page.request).get(created.id)).contactPerson).toBe('Pieter van Wyk');
  });

  test("the form itself checks nothing (spec §5): the server's refusal shows under the field, with the spec's notice", async ({ loggedIn: page }) => {
    const created = await agenciesApi(page.request).create(newAgency('ServerCheck'));
    const details = agencyEditPage(page, created.id);
    const puts = recordRequests(page, '/api/agencies/');
    await details.goto();
    await details.emailAddress.fill('not-an-email');
    await details.submit.click();

    await expect(details.notice('Failed to update agency. Please try again.')).toBeVisible();
    expect(puts.filter((request) => request.method() === 'PUT')).toHaveLength(1);
    await expect(details.helperOf(details.emailAddress)).toHaveText('must be a valid email address');
    expect((await agenciesApi(page.request).get(created.id)).emailAddress).toBe(created.emailAddress);
  });

  test("'Saving...' while the update is under way", async ({ loggedIn: page }) => {
    const created = await agenciesApi(page.request).create(newAgency('Busy'));
    const details = agencyEditPage(page, created.id);
    await details.goto();
    await details.contactPerson.fill('Busy Person');
    const held = await holdRequests(page, `**/api/agencies/?id=${created.id}`);
    await details.submit.click();

    await expect(details.busy).toBeDisabled();
    held.release();
    await expect(details.notice('Agency updated successfully!')).toBeVisible();
    await expect(details.submit).toBeVisible();
  });

  test("an unknown agency reads 'Agency not found'", async ({ loggedIn: page }) => {
    const details = agencyEditPage(page, 987654);
    await details.goto();
    await expect(details.notFound).toBeVisible();
    await expect(details.name).toHaveCount(0);
  });

  test("a failed load reads 'Failed to load agency details' and Try Again recovers", async ({ loggedIn: page }) => {
    const created = await agenciesApi(page.request).create(newAgency('LoadFail'));
    const details = agencyEditPage(page, created.id);
    await page.route(`**/api/agencies/${created.id}`, (route) => route.fulfill(apiFailure(503, 'Down')), { times: 1 });
    await details.goto();

    await expect(details.loadError).toBeVisible();
    await details.retryButton.click();
    await expect(details.name).toHaveValue(created.name);
    await expect(details.loadError).toHaveCount(0);
  });
});

test.describe('add agency', () => {
  test("an empty form reads 'Please fill in all fields' and sends nothing", async ({ loggedIn: page }) => {
    const form = addAgencyPage(page);
    const posts = recordRequests(page, '/api/agencies');
    await form.goto();
    await expect(form.heading).toBeVisible();
    await form.submit.click();

    await expect(form.notice('Please fill in all fields')).toBeVisible();
    for (const input of [form.name, form.contactPerson, form.contactNumber, form.emailAddress]) {
      await expect(form.helperOf(input)).toHaveText('Required');
    }
    expect(posts.filter((request) => request.method() === 'POST')).toHaveLength(0);
  });

  test("a bad email reads 'Please enter a valid email address'; the number stops at 20 with its counter", async ({ loggedIn: page }) => {
    const form = addAgencyPage(page);
    const posts = recordRequests(page, '/api/agencies');
    await form.goto();
    await form.fill({ name: uniqueName('E2E Agency BadEmail'), contactPerson: 'Ayesha Patel', emailAddress: 'ayesha at example.com' });
    await form.contactNumber.pressSequentially('+27 (0)11 555 0123 x9');
    await expect(form.contactNumber).toHaveValue('+27 (0)11 555 0123 x');
    await expect(form.counter).toHaveText('20/20');
    await form.submit.click();

    await expect(form.notice('Please enter a valid email address')).toBeVisible();
    await expect(form.helperOf(form.emailAddress)).toHaveText('Please enter a valid email address');
    expect(posts.filter((request) => request.method() === 'POST')).toHaveLength(0);
  });

  test("'Creating Agency...' while it is sent; then the notice and /agents with the new agency", async ({ loggedIn: page }) => {
    const form = addAgencyPage(page);
    const values = newAgency('Create');
    await form.goto();
    await form.fill(values);
    const held = await holdRequests(page, '**/api/agencies');
    const post = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/agencies');
    await form.submit.click();

    await expect(form.busy).toBeDisabled();
    expect((await post).postDataJSON()).toEqual({
      userId: expect.any(Number),
      agencyName: values.name,
      description: values.description,
      contactPerson: values.contactPerson,
      contactNumber: values.contactNumber,
      emailAddress: values.emailAddress,
      isActive: true,
    });
    held.release();
    await expect(form.notice('Agency created successfully!')).toBeVisible();
    await expect(page).toHaveURL('/agents');

    const list = agencyListPage(page);
    await list.searchFor(values.name);
    const row = list.row(values.name);
    await expect(list.cell(row, 'Description')).toHaveText(values.description!);
    await expect(list.cell(row, 'Status')).toHaveText('Active');
  });

  test('a name already taken is refused: the notice, and the reason under the name', async ({ loggedIn: page }) => {
    const existing = await agenciesApi(page.request).create(newAgency('Taken'));
    const form = addAgencyPage(page);
    await form.goto();
    await form.fill(newAgency('Taken again', { name: existing.name.toUpperCase() }));
    await form.submit.click();

    await expect(form.notice('Failed to create agency. Please try again.')).toBeVisible();
    await expect(form.helperOf(form.name)).toHaveText('is already taken');
    await expect(page).toHaveURL(form.path);
  });
});
