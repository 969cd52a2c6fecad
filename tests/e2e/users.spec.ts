import { expect, test } from './fixtures';
import { downloadCsv } from './helpers/downloads';
import { createdNoticeLink } from './helpers/notices';
import { listStateTests } from './helpers/listStates';
import { recordRequests, sentBy } from './helpers/network';
import { snap } from './helpers/screens';
import { uniqueEmail, userCreatePage, usersApi } from './pages/userEditPage';
import { USER_COLUMNS, USER_LIST, userListPage, type UserRow } from './pages/userListPage';

// Spec §2 'Users' (Manage Users, Add User), §5, §8. The list tests only read, on the untouched
// demo data (60 users, ids 1..60); the screen is compared with the rows the API answered it.
// Writes use users of the test's own. Each test is one journey through a screen, its former
// tests kept as steps.

const isCreate = (url: URL) => url.pathname === '/api/users';
const firstIds = (count: number, from = 1) => Array.from({ length: count }, (_, i) => i + from);

test.describe('manage users', () => {
  test.use({ data: 'untouched' });

  listStateTests(test, {
    ...USER_LIST,
    open: userListPage,
    whileFailed: (list) => expect(list.exportButton).toBeDisabled(),
    pager: {
      keyCells: (list) => list.cells('ID'),
      key: (row: UserRow) => row.id,
      expectSecond: (rows) => expect(rows.map((row) => row.id)).toEqual(firstIds(25, 26)),
    },
    add: { label: 'Add User', path: '/add-user', heading: (page) => userCreatePage(page).heading },
    fits: {
      narrow: 390,
      cards: async (list) => {
        await expect(list.cards.first()).toContainText('Alex Morgan');
        await expect(list.cards.first()).toContainText(/Email:\s*admin@example\.com/);
        await expect(list.cards.first().getByRole('link')).toHaveAttribute('href', '/users/1');
      },
      snap: 'users-list',
    },
  });

  test("the table from the sidebar and at '/manage-users', a name opening its user, and sorting by a column header", async ({
    loggedIn: page,
  }) => {
    const list = userListPage(page);
    let users: UserRow[] = [];

    await test.step('the sidebar link opens the table: the spec columns, 25 rows by id, each linking to its user', async () => {
      users = await list.openFromSidebar();

      await expect(list.rows).toHaveCount(25);
      expect(users.map((row) => row.id)).toEqual(firstIds(25));
      expect(await list.total()).toBeGreaterThanOrEqual(60);

      for (const [i, user] of users.entries()) {
        const row = list.rows.nth(i);
        await expect(list.cell(row, 'ID')).toHaveText(String(user.id));
        const name = list.cell(row, 'Name').getByRole('link');
        await expect(name).toHaveText(`${user.firstName} ${user.lastName}`);
        await expect(name).toHaveAttribute('href', `/users/${user.id}`);
        await expect(list.cell(row, 'Email')).toHaveText(user.emailAddress);
        await expect(list.cell(row, 'Phone')).toHaveText(user.cellNumber ?? '');
        await expect(list.cell(row, 'Role')).toHaveText(user.userRoleType);
        await expect(list.cell(row, 'Agency')).toHaveText(user.agencyName ?? '');
        await expect(list.cell(row, 'Status')).toHaveText(user.isActive ? 'Active' : 'Inactive');
      }
    });

    await test.step("'/manage-users' shows the same list, and a name opens the user's details", async () => {
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

    // Last, as react-admin keeps a list's sort for the rest of the session.
    await test.step('a column header sorts on the server: the name by surname, ascending then descending; the email', async () => {
      await list.open();
      const names = (rows: { firstName: string; lastName: string }[]) => rows.map((row) => `${row.firstName} ${row.lastName}`);

      const ascending = await list.reloadsAfter(
        () => list.sortButton('Name').click(),
        ({ sort }) => sort[0] === 'lastName' && sort[1] === 'ASC',
      );
      await expect(list.cells('Name')).toHaveText(names(ascending));

      const descending = await list.reloadsAfter(
        () => list.sortButton('Name').click(),
        ({ sort }) => sort[0] === 'lastName' && sort[1] === 'DESC',
      );
      await expect(list.cells('Name')).toHaveText(names(descending));
      expect(descending[0].lastName.localeCompare(ascending[0].lastName)).toBeGreaterThan(0);

      const byEmail = await list.reloadsAfter(
        () => list.sortButton('Email').click(),
        ({ sort }) => sort[0] === 'emailAddress' && sort[1] === 'ASC',
      );
      await expect(list.cells('Email')).toHaveText(byEmail.map((row) => row.emailAddress));
      expect(byEmail.map((row) => row.id)).not.toEqual(firstIds(25));
    });
  });

  test('the search, the role and agency filters, and Export of every user they match as CSV', async ({ loggedIn: page }) => {
    const list = userListPage(page);
    const read = () => downloadCsv(page, list.exportButton, 'users.csv');
    const total = await list.open();

    await test.step('the search finds users by name or email', async () => {
      const target = await usersApi(page.request).get(47);

      const byName = await list.reloadsAfter(
        () => list.search.fill(target.lastName),
        ({ filter }) => filter.q === target.lastName,
      );
      expect(byName.map((row) => row.id)).toContain(47);
      await expect(list.rows).toHaveCount(byName.length);
      for (const user of byName)
        expect(`${user.firstName} ${user.lastName} ${user.emailAddress}`.toLowerCase()).toContain(target.lastName.toLowerCase());

      const byEmail = await list.reloadsAfter(
        () => list.search.fill(target.emailAddress),
        ({ filter }) => filter.q === target.emailAddress,
      );
      expect(byEmail.map((row) => row.id)).toEqual([47]);
      await expect(list.cells('Email')).toHaveText([target.emailAddress]);
      await expect(list.pager).toHaveText('1-1 of 1');

      // The steps below start from the whole list, as the screen opens.
      const cleared = await list.answerAfter(
        () => list.search.fill(''),
        ({ filter }) => !('q' in filter),
      );
      expect(cleared.total).toBe(total);
      await expect(list.pager).toHaveText(`1-25 of ${total}`);
    });

    await test.step('Export downloads every user as CSV, from every page', async () => {
      expect(total).toBeGreaterThan(25);
      const all = await read();
      expect(all[0]).toBe('ID,First Name,Last Name,Email,Phone,Role,Agency,Company Name,Status');
      // Other spec files may add users meanwhile, never remove one.
      expect(all.length - 1).toBeGreaterThanOrEqual(total);
      const ids = all.slice(1).map((line) => Number(line.split(',')[0]));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.slice(0, 60)).toEqual(firstIds(60));
      expect(all[1]).toMatch(/^1,Alex,Morgan,admin@example\.com,[^,]*,Administrator,,/);
      await expect(page.getByText(`Exported ${all.length - 1} rows`, { exact: true })).toBeVisible();
    });

    let agentTotal = 0;
    await test.step('the role filter narrows the list, and Export downloads just the users it matches', async () => {
      const agents = await list.reloadsAfter(
        () => list.choose('Role', 'Agent'),
        ({ filter }) => filter.userRoleTypeId === 6,
      );
      expect(agents.length).toBeGreaterThan(0);
      await expect(list.cells('Role').filter({ hasNotText: /^Agent$/ })).toHaveCount(0);
      await expect(list.rows).toHaveCount(agents.length);
      agentTotal = await list.total();
      expect(agentTotal).toBeLessThan(total);

      const agentLines = (await read()).slice(1);
      expect(agentLines.map((line) => Number(line.split(',')[0]))).toEqual(agents.map((row) => row.id));
      for (const line of agentLines) expect(line).toContain(',Agent,');
      // Narrowed by a filter, and saying so: on the button before, in the notice after.
      await expect(list.exportButton).toHaveAttribute('title', 'Exports only the rows matching the search and filters shown');
      await expect(
        page.getByText(`Exported ${agentLines.length} rows, only those matching the search and filters shown`, { exact: true }),
      ).toBeVisible();
    });

    await test.step('the agency filter narrows it further', async () => {
      const agent = await usersApi(page.request).get(45);
      const ofAgency = await list.reloadsAfter(
        () => list.choose('Agency', agent.agencyName!),
        ({ filter }) => filter.agencyId === agent.agencyId,
      );
      expect(ofAgency.map((row) => row.id)).toContain(45);
      await expect(list.cells('Agency').filter({ hasNotText: new RegExp(`^${agent.agencyName}$`) })).toHaveCount(0);
      await expect(list.rows).toHaveCount(ofAgency.length);
      expect(await list.total()).toBeLessThan(agentTotal);
    });
  });
});

test.describe('add user', () => {
  test('the form refuses what it must: required fields, a bad email, a short password, a duplicate email, a server failure; it fits 1280 and 390 px', async ({
    loggedIn: page,
  }) => {
    const form = userCreatePage(page);

    await test.step('an empty form marks the required fields and sends nothing; a bad email and a short password are refused; it fits a 1280 px window', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const posts = recordRequests(page, '/api/users');
      await form.goto();
      await expect(form.heading).toBeVisible();
      await expect(form.select('Agency')).toHaveAttribute('aria-disabled', 'true');

      await form.saveButton.click();
      await expect(form.helperOf(form.select('Role Type'))).toHaveText('Required');
      for (const label of ['First Name', 'Last Name', 'Email Address'] as const)
        await expect(form.helperOf(form.text(label)), label).toHaveText('Required');
      for (const label of ['Cell Number', 'Company Name', 'Notes'] as const)
        await expect(form.helperOf(form.text(label)), label).not.toHaveText('Required');
      expect(await userListPage(page).scrollsSideways()).toBe(false);
      await snap(test, page, 'user-create-1280', { fullPage: true });

      await form.text('Email Address').fill('not-an-email');
      await form.password.fill('short');
      await form.saveButton.click();
      await expect(form.helperOf(form.text('Email Address'))).toHaveText('Please enter a valid email address');
      await expect(form.helperOf(form.password)).toHaveText('The password must be at least 8 characters');

      // Choosing Agent makes the agency required, and its label says so.
      const agencyLabel = page.locator('label').filter({ hasText: /^Agency/ });
      await expect(agencyLabel).not.toContainText('*');
      await form.choose('Role Type', 'Agent');
      await expect(agencyLabel).toContainText('*');
      await expect(form.select('Agency')).not.toHaveAttribute('aria-disabled', 'true');
      await form.saveButton.click();
      await expect(form.helperOf(form.select('Agency'))).toHaveText('Required');

      expect(posts.filter((request) => request.method() === 'POST')).toHaveLength(0);
      await expect(page).toHaveURL('/add-user');
    });

    await test.step("a duplicate email shows the server's reason under the email and creates nothing", async () => {
      const existing = await usersApi(page.request).get(48);
      // The short password of the step before would stop the form before it posts.
      await form.password.fill('');
      await form.fill({ firstName: 'Dup', lastName: 'Licate', emailAddress: existing.emailAddress.toUpperCase(), role: 'Buyer' });
      const { status } = await sentBy(page, 'POST', isCreate, () => form.saveButton.click());

      expect(status).toBe(409);
      await expect(form.helperOf(form.text('Email Address'))).toHaveText('Already used by another user');
      await expect(page).toHaveURL('/add-user');
      expect(await usersApi(page.request).find('Licate')).toEqual([]);
    });

    await test.step("a server failure reads 'Failed to create user. Please try again.' and keeps the form", async () => {
      await page.route(isCreate, (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } })
          : route.fallback(),
      );
      await expect(page.getByText('Failed to create user. Please try again.', { exact: true })).toHaveCount(0);
      await form.fill({ firstName: 'Fail', lastName: 'Ing', emailAddress: uniqueEmail('fail'), role: 'Buyer' });
      const { status } = await sentBy(page, 'POST', isCreate, () => form.saveButton.click());

      expect(status).toBe(500);
      await expect(page.getByText('Failed to create user. Please try again.', { exact: true })).toBeVisible();
      await expect(page).toHaveURL('/add-user');
      await expect(form.text('First Name')).toHaveValue('Fail');
      await page.unroute(isCreate);
    });

    await test.step('the form fits a 390 px window', async () => {
      await page.setViewportSize({ width: 390, height: 900 });
      await form.goto();
      await form.saveButton.click();
      await expect(form.helperOf(form.text('First Name'))).toHaveText('Required');
      expect(await userListPage(page).scrollsSideways()).toBe(false);
      await snap(test, page, 'user-create-390', { fullPage: true });
    });
  });

  test('new users are created: an administrator who logs in with the first password; an agent with its agency, listed on /manage-users', async ({
    loggedIn: page,
    browser,
    baseURL,
  }) => {
    const form = userCreatePage(page);

    // First: react-admin keeps the list's search for the session, and would add it to '/manage-users'.
    await test.step('a first password typed on Add User lets the new administrator log in', async () => {
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

    await test.step('a new agent is posted with its agency, lands on /manage-users and is listed', async () => {
      const email = uniqueEmail('agent');
      const agency = (await usersApi(page.request).get(45)).agencyName!;
      await form.goto();
      await form.fill({
        firstName: 'Nandi',
        lastName: 'Created',
        emailAddress: `  ${email} `,
        role: 'Agent',
        agency,
        cellNumber: '082 555 0101',
        notes: 'Added by e2e',
      });

      const { body, answer: created } = await sentBy(page, 'POST', isCreate, () => form.saveButton.click());

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
      await expect(createdNoticeLink(page, 'User created successfully!')).toHaveAttribute('href', `/users/${created.id}`);

      const list = userListPage(page, '/manage-users');
      await list.expectLoaded();
      const found = await list.reloadsAfter(
        () => list.search.fill(email),
        ({ filter }) => filter.q === email,
      );
      expect(found.map((row) => row.id)).toEqual([created.id]);
      await expect(list.cell(list.row(created.id), 'Name')).toHaveText('Nandi Created');
      await expect(list.cell(list.row(created.id), 'Agency')).toHaveText(agency);
    });
  });
});
