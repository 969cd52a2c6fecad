import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { holdRequests, recordRequests } from './helpers/network';
import { snap } from './helpers/screens';
import { uniqueEmail, userCreatePage, usersApi } from './pages/userEditPage';
import { isUserList, USER_COLUMNS, userListPage } from './pages/userListPage';
import { shell } from './pages/shell';

// Spec §2 'Users' (Manage Users, Add User), §5, §8. The demo data has 60 users (ids 1..60);
// other spec files may add users meanwhile, so the screen is compared with the rows the API
// answered it, never with a fixed count. Writes use users of the test's own.

const isCreate = (url: URL) => url.pathname === '/api/users';

test.describe('manage users', () => {
  test('the sidebar link opens the table: the spec columns, 25 rows by id, each linking to its user', async ({ loggedIn: page }) => {
    const list = userListPage(page);
    await shell(page).goto('/');
    const rows = await list.reloadsAfter(() => shell(page).sidebarLink('Manage Users').click());

    await expect(page).toHaveURL('/users');
    await expect(list.heading).toBeVisible();
    await expect(list.headers).toHaveText([...USER_COLUMNS]);
    await expect(list.rows).toHaveCount(25);
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(await list.total()).toBeGreaterThanOrEqual(60);

    for (const [i, user] of rows.entries()) {
      const row = list.rows.nth(i);
      await expect(list.cell(row, 'ID')).toHaveText(String(user.id));
      const name = list.cell(row, 'Name').getByRole('link');
      await expect(name).toHaveText(`${user.firstName} ${user.lastName}`);
      await expect(name).toHaveAttribute('href', `/users/${user.id}`);
      await expect(list.cell(row, 'Email')).toHaveText(user.emailAddress);
      await expect(list.cell(row, 'Phone')).toHaveText(user.cellNumber ?? '');
      await expect(list.cell(row, 'Role')).toHaveText(user.userRoleType);
      await expect(list.cell(row, 'Agency')).toHaveText(user.agencyName ?? '');
    }
  });

  test("'/manage-users' shows the same list, and a name opens the user's details", async ({ loggedIn: page }) => {
    const users = await userListPage(page).reloadsAfter(() => userListPage(page).goto());
    const alias = userListPage(page, '/manage-users');
    const rows = await alias.reloadsAfter(() => alias.goto());

    await expect(page).toHaveURL('/manage-users');
    await expect(alias.heading).toBeVisible();
    await expect(alias.headers).toHaveText([...USER_COLUMNS]);
    expect(rows.map((row) => row.id)).toEqual(users.map((row) => row.id));
    await expect(alias.cells('ID')).toHaveText(rows.map((row) => String(row.id)));

    await alias.cell(alias.row(3), 'Name').getByRole('link').click();
    await expect(page).toHaveURL('/users/3');
    await expect(page.getByRole('heading', { name: 'User Details' })).toBeVisible();
  });

  test("'Loading users...' shows while the list loads", async ({ loggedIn: page }) => {
    const list = userListPage(page);
    const held = await holdRequests(page, '**/api/users?**');
    await list.goto();

    await expect(list.loading).toBeVisible();
    await expect(list.rows).toHaveCount(0);

    held.release();
    await expect(list.rows).toHaveCount(25);
    await expect(list.loading).toHaveCount(0);
  });

  test("a failed load reads 'Failed to load users. Please try again later.' and Try Again recovers", async ({ loggedIn: page }) => {
    const list = userListPage(page);
    await page.route(isUserList, (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Boom' } } }), { times: 1 });
    await list.goto();

    await expect(list.loadError).toBeVisible();
    await expect(page.getByText('Boom')).toHaveCount(0);
    await expect(list.table).toHaveCount(0);
    await expect(list.pager).toHaveCount(0);
    await expect(list.exportButton).toBeDisabled();

    await list.reloadsAfter(() => list.retryButton.click());
    await expect(list.rows).toHaveCount(25);
    await expect(list.loadError).toHaveCount(0);
  });

  test('the pager pages on the server, 25 a page', async ({ loggedIn: page }) => {
    const list = userListPage(page);
    await list.goto();
    await list.expectLoaded();
    const total = await list.total();

    const second = await list.reloadsAfter(() => list.nextPage.click(), ({ range }) => range[0] === 25 && range[1] === 49);
    expect(second.map((row) => row.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 26));
    await expect(list.pager).toHaveText(`26-50 of ${total}`);
    await expect(list.cells('ID')).toHaveText(second.map((row) => String(row.id)));
  });

  test('a column header sorts on the server: the name by surname, ascending then descending; the email', async ({ loggedIn: page }) => {
    const list = userListPage(page);
    await list.goto();
    await list.expectLoaded();
    const names = (rows: { firstName: string; lastName: string }[]) => rows.map((row) => `${row.firstName} ${row.lastName}`);

    const ascending = await list.reloadsAfter(() => list.sortButton('Name').click(), ({ sort }) => sort[0] === 'lastName' && sort[1] === 'ASC');
    await expect(list.cells('Name')).toHaveText(names(ascending));

    const descending = await list.reloadsAfter(() => list.sortButton('Name').click(), ({ sort }) => sort[0] === 'lastName' && sort[1] === 'DESC');
    await expect(list.cells('Name')).toHaveText(names(descending));
    expect(descending[0].lastName.localeCompare(ascending[0].lastName)).toBeGreaterThan(0);

    const byEmail = await list.reloadsAfter(() => list.sortButton('Email').click(), ({ sort }) => sort[0] === 'emailAddress' && sort[1] === 'ASC');
    await expect(list.cells('Email')).toHaveText(byEmail.map((row) => row.emailAddress));
    expect(byEmail.map((row) => row.id)).not.toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  test('the search finds users by name or email', async ({ loggedIn: page }) => {
    const list = userListPage(page);
    const target = await usersApi(page.request).get(47);
    await list.goto();
    await list.expectLoaded();

    const byName = await list.reloadsAfter(() => list.search.fill(target.lastName), ({ filter }) => filter.q === target.lastName);
    expect(byName.map((row) => row.id)).toContain(47);
    await expect(list.rows).toHaveCount(byName.length);
    for (const user of byName) expect(`${user.firstName} ${user.lastName} ${user.emailAddress}`.toLowerCase()).toContain(target.lastName.toLowerCase());

    const byEmail = await list.reloadsAfter(() => list.search.fill(target.emailAddress), ({ filter }) => filter.q === target.emailAddress);
    expect(byEmail.map((row) => row.id)).toEqual([47]);
    await expect(list.cells('Email')).toHaveText([target.emailAddress]);
    await expect(list.pager).toHaveText('1-1 of 1');
  });

  test('the role and agency filters narrow the list', async ({ loggedIn: page }) => {
    const list = userListPage(page);
    const agent = await usersApi(page.request).get(45);
    await list.goto();
    await list.expectLoaded();
    const before = await list.total();

    const agents = await list.reloadsAfter(() => list.choose('Role', 'Agent'), ({ filter }) => filter.userRoleTypeId === 6);
    expect(agents.length).toBeGreaterThan(0);
    await expect(list.cells('Role').filter({ hasNotText: /^Agent$/ })).toHaveCount(0);
    await expect(list.rows).toHaveCount(agents.length);
    const agentTotal = await list.total();
    expect(agentTotal).toBeLessThan(before);

    const ofAgency = await list.reloadsAfter(() => list.choose('Agency', agent.agencyName!), ({ filter }) => filter.agencyId === agent.agencyId);
    expect(ofAgency.map((row) => row.id)).toContain(45);
    await expect(list.cells('Agency').filter({ hasNotText: new RegExp(`^${agent.agencyName}$`) })).toHaveCount(0);
    await expect(list.rows).toHaveCount(ofAgency.length);
    expect(await list.total()).toBeLessThan(agentTotal);
  });

  test('Export downloads every user matching the filters as CSV, from every page', async ({ loggedIn: page }) => {
    const list = userListPage(page);
    await list.goto();
    await list.expectLoaded();
    const total = await list.total();
    expect(total).toBeGreaterThan(25);

    const read = async () => {
      const download = page.waitForEvent('download');
      await list.exportButton.click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('users.csv');
      return (await readFile((await file.path())!, 'utf8')).replace(/^\ufeff/, '').trimEnd().split('\r\n');
    };

    const all = await read();
    expect(all[0]).toBe('ID,First Name,Last Name,Email,Phone,Role,Agency,Company Name');
    // Other spec files may add users meanwhile, never remove one.
    expect(all.length - 1).toBeGreaterThanOrEqual(total);
    const ids = all.slice(1).map((line) => Number(line.split(',')[0]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 60)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(all[1]).toMatch(/^1,Alex,Morgan,admin@example\.com,[^,]*,Administrator,,/);

    const agents = await list.reloadsAfter(() => list.choose('Role', 'Agent'), ({ filter }) => filter.userRoleTypeId === 6);
    const agentLines = (await read()).slice(1);
    expect(agentLines.map((line) => Number(line.split(',')[0]))).toEqual(agents.map((row) => row.id));
    for (const line of agentLines) expect(line).toContain(',Agent,');
  });

  test("'Add User' opens the create form at /add-user", async ({ loggedIn: page }) => {
    const list = userListPage(page);
    await list.goto();
    await list.expectLoaded();
    await list.addButton.click();
    await expect(page).toHaveURL('/add-user');
    await expect(userCreatePage(page).heading).toBeVisible();
  });

  for (const width of [1280, 390]) {
    test(`fits a ${width} px window without scrolling sideways`, async ({ loggedIn: page }) => {
      await page.setViewportSize({ width, height: 800 });
      const list = userListPage(page);
      await list.goto();
      await list.expectLoaded();

      // Wide: the table beside the open sidebar. Narrow: one card per user, values labelled.
      if (width > 600) await expect(list.rows).toHaveCount(25);
      else {
        await expect(list.cards).toHaveCount(25);
        await expect(list.cards.first()).toContainText('Alex Morgan');
        await expect(list.cards.first()).toContainText(/Email:\s*admin@example\.com/);
        await expect(list.cards.first().getByRole('link')).toHaveAttribute('href', '/users/1');
      }
      await expect(list.exportButton).toBeInViewport();
      expect(await list.scrollsSideways()).toBe(false);
      await snap(test, page, `users-list-${width}`);
    });
  }
});

test.describe('add user', () => {
  test('an empty form marks the required fields and sends nothing; a bad email and a short password are refused', async ({ loggedIn: page }) => {
    const form = userCreatePage(page);
    const posts = recordRequests(page, '/api/users');
    await form.goto();
    await expect(form.heading).toBeVisible();
    await expect(form.select('Agency')).toHaveAttribute('aria-disabled', 'true');

    await form.saveButton.click();
    await expect(form.helperOf(form.select('Role Type'))).toHaveText('Required');
    for (const label of ['First Name', 'Last Name', 'Email Address'] as const) await expect(form.helperOf(form.text(label)), label).toHaveText('Required');
    for (const label of ['Cell Number', 'Company Name', 'Notes'] as const) await expect(form.helperOf(form.text(label)), label).not.toHaveText('Required');

    await form.text('Email Address').fill('not-an-email');
    await form.password.fill('short');
    await form.saveButton.click();
    await expect(form.helperOf(form.text('Email Address'))).toHaveText('Must be a valid email');
    await expect(form.helperOf(form.password)).toHaveText('The password must be at least 8 characters');

    // Choosing Agent makes the agency required.
    await form.choose('Role Type', 'Agent');
    await expect(form.select('Agency')).not.toHaveAttribute('aria-disabled', 'true');
    await form.saveButton.click();
    await expect(form.helperOf(form.select('Agency'))).toHaveText('Required');

    expect(posts.filter((request) => request.method() === 'POST')).toHaveLength(0);
    await expect(page).toHaveURL('/add-user');
  });

  test('a new agent is posted with its agency, lands on /manage-users and is listed', async ({ loggedIn: page }) => {
    const form = userCreatePage(page);
    const email = uniqueEmail('agent');
    const agency = (await usersApi(page.request).get(45)).agencyName!;
    await form.goto();
    await form.fill({ firstName: 'Nandi', lastName: 'Created', emailAddress: `  ${email} `, role: 'Agent', agency, cellNumber: '082 555 0101', notes: 'Added by e2e' });

    const posted = page.waitForRequest((request) => isCreate(new URL(request.url())) && request.method() === 'POST');
    const answered = page.waitForResponse((response) => isCreate(new URL(response.url())) && response.request().method() === 'POST');
    await form.saveButton.click();
    const body = (await posted).postDataJSON();
    const created = await (await answered).json();

    expect(body).toEqual({
      firstName: 'Nandi',
      lastName: 'Created',
      emailAddress: email,
      cellNumber: '082 555 0101',
      userRoleTypeId: 6,
      agencyId: created.agencyId,
      sellerCompanyId: null,
      companyName: null,
      notes: 'Added by e2e',
    });
    expect(created).toMatchObject({ emailAddress: email, userRoleType: 'Agent', agencyName: agency });
    await expect(page.getByText('User created successfully!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/manage-users');

    const list = userListPage(page, '/manage-users');
    await list.expectLoaded();
    const found = await list.reloadsAfter(() => list.search.fill(email), ({ filter }) => filter.q === email);
    expect(found.map((row) => row.id)).toEqual([created.id]);
    await expect(list.cell(list.row(created.id), 'Name')).toHaveText('Nandi Created');
    await expect(list.cell(list.row(created.id), 'Agency')).toHaveText(agency);
  });

  test('a first password typed on Add User lets the new administrator log in', async ({ loggedIn: page, browser, baseURL }) => {
    const form = userCreatePage(page);
    const email = uniqueEmail('firstpw');
    await form.goto();
    await form.fill({ firstName: 'First', lastName: 'Password', emailAddress: email, role: 'Administrator' });
    await form.password.fill('  first-pass-2026  ');
    await form.saveButton.click();
    await expect(page).toHaveURL('/manage-users');

    const fresh = await browser.newContext({ baseURL });
    const login = await fresh.request.post('/api/auth/user-login', { data: { emailAddress: email, password: 'first-pass-2026' } });
    expect(login.status()).toBe(200);
    await fresh.close();
  });

  test("a duplicate email shows the server's reason under the email and creates nothing", async ({ loggedIn: page }) => {
    const form = userCreatePage(page);
    const existing = await usersApi(page.request).get(48);
    await form.goto();
    await form.fill({ firstName: 'Dup', lastName: 'Licate', emailAddress: existing.emailAddress.toUpperCase(), role: 'Buyer' });
    const answered = page.waitForResponse((response) => isCreate(new URL(response.url())) && response.request().method() === 'POST');
    await form.saveButton.click();

    expect((await answered).status()).toBe(409);
    await expect(form.helperOf(form.text('Email Address'))).toHaveText('is already used by another user');
    await expect(page).toHaveURL('/add-user');
    expect(await usersApi(page.request).find('Licate')).toEqual([]);
  });

  test("a server failure reads 'Failed to create user. Please try again.' and keeps the form", async ({ loggedIn: page }) => {
    const form = userCreatePage(page);
    await page.route(isCreate, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } }) : route.fallback(),
    );
    await form.goto();
    await form.fill({ firstName: 'Fail', lastName: 'Ing', emailAddress: uniqueEmail('fail'), role: 'Buyer' });
    await form.saveButton.click();

    await expect(page.getByText('Failed to create user. Please try again.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/add-user');
    await expect(form.text('First Name')).toHaveValue('Fail');
  });

  for (const width of [1280, 390]) {
    test(`the form fits a ${width} px window`, async ({ loggedIn: page }) => {
      await page.setViewportSize({ width, height: 900 });
      const form = userCreatePage(page);
      await form.goto();
      await form.saveButton.click();
      await expect(form.helperOf(form.text('First Name'))).toHaveText('Required');
      expect(await userListPage(page).scrollsSideways()).toBe(false);
      await snap(test, page, `user-create-${width}`, { fullPage: true });
    });
  }
});
