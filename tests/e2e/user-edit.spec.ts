import { expect, test } from './fixtures';
import { recordRequests } from './helpers/network';
import { snap } from './helpers/screens';
import { expectLeavingAsks } from './helpers/unsavedChanges';
import { homePage } from './pages/homePage';
import { loginPage } from './pages/loginPage';
import { ROLE, uniqueEmail, userEditPage, usersApi, type NewUser } from './pages/userEditPage';
import { userListPage } from './pages/userListPage';

// Spec §2 'User Details', §4 'User agency select', §5 'New password', §8 Users. Each step that
// saves edits a user of its own, created through the API; read-only checks use demo agents
// 41..60. Each test is one journey through the screen, its former tests kept as steps.

const isUpdate = (id: number) => (url: URL) => url.pathname === '/api/users/' && url.searchParams.get('id') === String(id);
const isRead = (id: number) => (url: URL) => url.pathname === `/api/users/${id}`;
const isRoleTypes = '**/api/user-role-types';
const isReset = '**/api/auth/admin-reset-password';
const failure = { status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } };

const buyer = (tag: string): NewUser => ({
  firstName: 'Edit',
  lastName: `Buyer ${tag}`,
  emailAddress: uniqueEmail(tag),
  userRoleTypeId: ROLE.buyer,
  cellNumber: '011 555 0000',
});

test("a user's details as they load: the fields, a failed load, role types that fail, leaving unsaved changes, an unknown user", async ({
  loggedIn: page,
}) => {
  await test.step("shows the user's fields, the agency of an agent, and the reset-password form", async () => {
    const agent = await usersApi(page.request).get(45);
    const details = userEditPage(page, 45);
    await details.goto();
    await details.expectLoaded();

    await expect(details.heading).toBeVisible();
    // Whose details these are, and the way back to the list (as sellers', agencies' and properties' screens).
    await expect(page.getByRole('main').getByText(`${agent.firstName} ${agent.lastName}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Users', exact: true })).toHaveAttribute('href', '/users');
    await expect(details.text('First Name')).toHaveValue(agent.firstName);
    await expect(details.text('Last Name')).toHaveValue(agent.lastName);
    await expect(details.text('Email Address')).toHaveValue(agent.emailAddress);
    await expect(details.text('Cell Number')).toHaveValue(agent.cellNumber ?? '');
    await expect(details.text('Company Name')).toHaveValue(agent.companyName ?? '');
    await expect(details.text('Notes')).toHaveValue(agent.notes ?? '');
    expect(await details.selected('Role Type')).toBe('Agent');
    expect(await details.selected('Agency')).toBe(agent.agencyName);
    await expect(details.select('Agency')).not.toHaveAttribute('aria-disabled', 'true');
    await expect(details.newPassword).toBeVisible();
    await expect(details.updatePassword).toBeEnabled();
  });

  await test.step("a failed load reads 'Failed to load user details' and Try Again recovers", async () => {
    const details = userEditPage(page, 51);
    await page.route(isRead(51), (route) => route.fulfill(failure), { times: 1 });
    await details.goto();

    await expect(details.loadError).toBeVisible();
    await expect(page.getByText('boom')).toHaveCount(0);
    await expect(details.text('First Name')).toHaveCount(0);

    await details.retryButton.click();
    await details.expectLoaded();
    await expect(details.loadError).toHaveCount(0);
    await page.unroute(isRead(51));
  });

  // The role types are cached for minutes, so this needs the full page load goto() gives.
  await test.step("role types that fail to load read 'Failed to load role types', and Try Again brings the select", async () => {
    const details = userEditPage(page, 52);
    await page.route(isRoleTypes, (route) => route.fulfill(failure), { times: 1 });
    await details.goto();

    await expect(details.roleTypesError).toBeVisible();
    await expect(details.select('Role Type')).toHaveCount(0);
    await expect(details.text('First Name')).toBeVisible();

    await details.roleTypesError.getByRole('button', { name: 'Try Again' }).click();
    await expect(details.select('Role Type')).toBeVisible();
    expect(await details.selected('Role Type')).toBe('Agent');
    await expect(details.roleTypesError).toHaveCount(0);
    await page.unroute(isRoleTypes);
  });

  // On the page the step before loaded.
  await test.step('leaving the form with unsaved changes asks first', async () => {
    const details = userEditPage(page, 52);
    await details.expectLoaded();
    await expectLeavingAsks(page, details.text('Notes'), { link: 'Activity Log', stay: details.path });
  });

  // Last: the list its way back opens loads the role types too, which a later step's route could catch.
  await test.step("an unknown user reads 'User not found', with no retry and a way back to the list", async () => {
    const details = userEditPage(page, 999999);
    await details.goto();

    await expect(details.notFound).toBeVisible();
    await expect(details.notFound.getByRole('button')).toHaveCount(0);
    await expect(details.loadError).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Users' }).click();
    await expect(page).toHaveURL('/users');
  });
});

test('editing a user: saved with the spec body, the agency rules, a duplicate email and a failed save refused', async ({
  loggedIn: page,
}) => {
  test.setTimeout(60_000);
  const api = usersApi(page.request);

  await test.step('an edit is saved with the spec body, notified, and survives a reload', async () => {
    const user = await api.create(buyer('roundtrip'));
    const agency = (await api.get(45)).agencyName!;
    const details = userEditPage(page, user.id);
    await details.goto();
    await details.expectLoaded();

    const email = uniqueEmail('renamed');
    await details.text('First Name').fill('Renamed');
    await details.text('Email Address').fill(email);
    await details.text('Cell Number').fill('');
    await details.text('Company Name').fill('Round Trip Ltd');
    await details.text('Notes').fill('Met at the e2e day.');
    await details.choose('Role Type', 'Agent');
    await details.choose('Agency', agency);

    const sent = page.waitForRequest((request) => isUpdate(user.id)(new URL(request.url())) && request.method() === 'PUT');
    await details.saveButton.click();
    expect((await sent).postDataJSON()).toEqual({
      firstName: 'Renamed',
      lastName: user.lastName,
      emailAddress: email,
      cellNumber: null,
      userRoleTypeId: ROLE.agent,
      agencyId: (await api.get(45)).agencyId,
      sellerCompanyId: null,
      companyName: 'Round Trip Ltd',
      notes: 'Met at the e2e day.',
    });
    await expect(details.notice('User updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(details.path);

    await page.reload();
    await details.expectLoaded();
    await expect(details.text('First Name')).toHaveValue('Renamed');
    await expect(details.text('Email Address')).toHaveValue(email);
    await expect(details.text('Cell Number')).toHaveValue('');
    await expect(details.text('Company Name')).toHaveValue('Round Trip Ltd');
    await expect(details.text('Notes')).toHaveValue('Met at the e2e day.');
    expect(await details.selected('Role Type')).toBe('Agent');
    expect(await details.selected('Agency')).toBe(agency);
    expect(await api.get(user.id)).toMatchObject({ firstName: 'Renamed', userRoleType: 'Agent', agencyName: agency, cellNumber: null });
  });

  await test.step('the agency is enabled only for an Agent, required then, and cleared when the role changes away', async () => {
    const agency = await api.get(46);
    const user = await api.create({ ...buyer('agency'), userRoleTypeId: ROLE.agent, agencyId: agency.agencyId });
    const details = userEditPage(page, user.id);
    await details.goto();
    await details.expectLoaded();
    expect(await details.selected('Agency')).toBe(agency.agencyName);
    await expect(details.select('Agency')).not.toHaveAttribute('aria-disabled', 'true');

    await details.choose('Role Type', 'Buyer');
    await expect(details.select('Agency')).toHaveAttribute('aria-disabled', 'true');
    expect(await details.selected('Agency')).toBe('');
    await expect(details.helperOf(details.select('Agency'))).toHaveText('Only agents belong to an agency');

    // Back to Agent: the agency is enabled again, empty, and must be chosen before saving.
    const puts = recordRequests(page, '/api/users/');
    await details.choose('Role Type', 'Agent');
    await expect(details.select('Agency')).not.toHaveAttribute('aria-disabled', 'true');
    expect(await details.selected('Agency')).toBe('');
    await details.saveButton.click();
    await expect(details.helperOf(details.select('Agency'))).toHaveText('Required');
    expect(puts).toHaveLength(0);

    // Saved as a buyer: the server keeps no agency.
    await details.choose('Role Type', 'Buyer');
    await details.saveButton.click();
    await expect(details.notice('User updated successfully!')).toBeVisible();
    expect(await api.get(user.id)).toMatchObject({ userRoleTypeId: ROLE.buyer, agencyId: null, agencyName: null });
  });

  // The refused and the failed save share a user: the refused one leaves it as it was created.
  const user = await api.create(buyer('dup'));
  const details = userEditPage(page, user.id);

  await test.step("a duplicate email shows the server's reason under the email field and saves nothing", async () => {
    const taken = (await api.get(49)).emailAddress;
    await details.goto();
    await details.expectLoaded();

    await details.text('Email Address').fill(taken);
    const answered = page.waitForResponse((response) => isUpdate(user.id)(new URL(response.url())));
    await details.saveButton.click();
    expect((await answered).status()).toBe(409);

    await expect(details.helperOf(details.text('Email Address'))).toHaveText('Already used by another user');
    await expect(details.text('Email Address')).toHaveValue(taken);
    expect((await api.get(user.id)).emailAddress).toBe(user.emailAddress);
  });

  await test.step("a failed save reads 'Failed to update user. Please try again.' and keeps the edit", async () => {
    await details.text('Email Address').fill(user.emailAddress);
    await expect(details.notice('Failed to update user. Please try again.')).toHaveCount(0);
    await page.route(isUpdate(user.id), (route) => route.fulfill(failure));

    await details.text('Last Name').fill('Not Saved');
    await details.saveButton.click();
    await expect(details.notice('Failed to update user. Please try again.')).toBeVisible();
    await expect(details.text('Last Name')).toHaveValue('Not Saved');
    expect((await api.get(user.id)).lastName).toBe(user.lastName);
    await page.unroute(isUpdate(user.id));
  });
});

test('deactivating a user: the Active switch on User Details, listed as Inactive under the Status filter, the login refused; not for your own account', async ({
  loggedIn: page,
  browser,
  baseURL,
}) => {
  // Five screens and a second browser: one journey, longer than the default allows on a busy machine.
  test.setTimeout(90_000);
  const password = 'leaver-password-2026';
  const leaver = await usersApi(page.request).create({
    firstName: 'Leaving',
    lastName: `Admin ${Date.now()}`,
    emailAddress: uniqueEmail('leaver'),
    userRoleTypeId: ROLE.administrator,
    password,
  });

  await test.step('your own Active switch is locked on, and says why', async () => {
    const own = userEditPage(page, 1);
    await own.goto();
    await own.expectLoaded();
    await expect(own.active).toBeChecked();
    await expect(own.active).toBeDisabled();
    await expect(own.activeHelp).toHaveText('You cannot deactivate your own account');
  });

  await test.step('switching Active off and saving sends isActive false, and the user stays inactive after a reload', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const details = userEditPage(page, leaver.id);
    await details.goto();
    await details.expectLoaded();
    await expect(details.active).toBeChecked();
    await expect(details.activeHelp).toHaveText('An inactive user cannot log in and is not offered in any picker; their history is kept.');

    await details.active.uncheck();
    const sent = page.waitForRequest((request) => isUpdate(leaver.id)(new URL(request.url())) && request.method() === 'PUT');
    await details.saveButton.click();
    expect((await sent).postDataJSON()).toMatchObject({ firstName: 'Leaving', isActive: false });
    await expect(details.notice('User updated successfully!')).toBeVisible();
    await snap(test, page, 'user-details-inactive-1280', { fullPage: true });

    await page.reload();
    await details.expectLoaded();
    await expect(details.active).not.toBeChecked();
    expect(await usersApi(page.request).get(leaver.id)).toMatchObject({ isActive: false });
  });

  await test.step('Manage Users lists them as Inactive under the Status filter, and not under Active', async () => {
    const list = userListPage(page);
    await list.open();
    await snap(test, page, 'users-list-1280');
    const inactive = await list.reloadsAfter(
      () => list.filterStatus('Inactive'),
      ({ filter }) => filter.isActive === false,
    );
    expect(inactive.length).toBeGreaterThan(0);
    expect(inactive.every((user) => !user.isActive)).toBe(true);
    const found = await list.reloadsAfter(
      () => list.search.fill(leaver.emailAddress),
      ({ filter }) => filter.q === leaver.emailAddress && filter.isActive === false,
    );
    expect(found.map((user) => user.id)).toEqual([leaver.id]);
    await expect(list.cell(list.row(leaver.id), 'Status')).toHaveText('Inactive');
    await snap(test, page, 'users-list-inactive-1280');

    const active = await list.reloadsAfter(
      () => list.filterStatus('Active'),
      ({ filter }) => filter.isActive === true,
    );
    expect(active).toEqual([]);
    await expect(list.rows).toHaveCount(0);

    // The list keeps its filters for the session: cleared for the phone step below.
    await list.reloadsAfter(
      () => list.filterStatus('Any'),
      ({ filter }) => !('isActive' in filter),
    );
    await list.reloadsAfter(
      () => list.search.fill(''),
      ({ filter }) => !('q' in filter),
    );
  });

  await test.step('their login is refused with the usual message', async () => {
    const fresh = await browser.newContext({ baseURL });
    const login = loginPage(await fresh.newPage());
    await login.goto('/');
    await login.logIn({ email: leaver.emailAddress, password });
    await expect(login.error).toHaveText('Invalid email or password');
    await fresh.close();
  });

  await test.step('at 390 px the switch and the Status on the cards fit', async () => {
    await page.setViewportSize({ width: 390, height: 900 });
    const details = userEditPage(page, leaver.id);
    await details.goto();
    await details.expectLoaded();
    await expect(details.active).not.toBeChecked();
    await details.active.scrollIntoViewIfNeeded();
    expect(await userListPage(page).scrollsSideways()).toBe(false);
    await snap(test, page, 'user-details-inactive-390', { fullPage: true });

    const list = userListPage(page);
    await list.goto();
    await list.expectLoaded();
    await list.reloadsAfter(
      () => list.search.fill(leaver.emailAddress),
      ({ filter }) => filter.q === leaver.emailAddress,
    );
    await expect(list.cards).toHaveCount(1);
    await expect(list.cards.first()).toContainText('Inactive');
    expect(await list.scrollsSideways()).toBe(false);
    await snap(test, page, 'users-list-inactive-390');
  });
});

test('resetting a password: a blank one refused unsent, a failed reset, a new one to log in with; the button past the Save bar at 390 px', async ({
  loggedIn: page,
  browser,
  baseURL,
}) => {
  await test.step("a blank password reads 'Please enter a new password' and sends nothing", async () => {
    const details = userEditPage(page, 53);
    const resets = recordRequests(page, '/api/auth/admin-reset-password');
    await details.goto();
    await details.expectLoaded();

    await details.updatePassword.click();
    await expect(details.helperOf(details.newPassword)).toHaveText('Please enter a new password');
    await details.newPassword.fill('     ');
    await details.updatePassword.click();
    await expect(details.helperOf(details.newPassword)).toHaveText('Please enter a new password');
    expect(resets).toHaveLength(0);
  });

  // On the page the step before loaded, where nothing was sent.
  await test.step("a failed reset reads 'Failed to update password. Please try again.'", async () => {
    const details = userEditPage(page, 53);
    await expect(details.notice('Failed to update password. Please try again.')).toHaveCount(0);
    await page.route(isReset, (route) => route.fulfill(failure));

    await details.newPassword.fill('whatever-2026');
    await details.updatePassword.click();
    await expect(details.notice('Failed to update password. Please try again.')).toBeVisible();
    await expect(details.newPassword).toHaveValue('whatever-2026');
    await page.unroute(isReset);
  });

  await test.step('a new password lets the user log in through the login page; the old one no longer does', async () => {
    const oldPassword = 'old-password-2026';
    const newPassword = 'new-password-2026';
    const admin = await usersApi(page.request).create({
      firstName: 'Reset',
      lastName: 'Admin',
      emailAddress: uniqueEmail('reset'),
      userRoleTypeId: ROLE.administrator,
      password: oldPassword,
    });
    const details = userEditPage(page, admin.id);
    await details.goto();
    await details.expectLoaded();

    await details.newPassword.fill(`  ${newPassword} `);
    const sent = page.waitForRequest(isReset);
    await details.updatePassword.click();
    expect((await sent).postDataJSON()).toEqual({ userId: admin.id, newPassword });
    await expect(details.notice('Password updated successfully!')).toBeVisible();
    await expect(details.newPassword).toHaveValue('');

    const fresh = await browser.newContext({ baseURL });
    const other = await fresh.newPage();
    const login = loginPage(other);
    await login.goto('/');
    await login.logIn({ email: admin.emailAddress, password: oldPassword });
    await expect(login.error).toHaveText('Invalid email or password');

    await login.logIn({ email: admin.emailAddress, password: newPassword });
    await expect(homePage(other).greeting('Reset Admin')).toBeVisible();
    await fresh.close();
  });

  // Whether each screen fits each width is screenshots.spec.ts's; this is the phone's fixed Save bar.
  await test.step('in a 390 px window the reset button can be reached past the Save bar', async () => {
    await page.setViewportSize({ width: 390, height: 900 });
    const details = userEditPage(page, 55);
    await details.goto();
    await details.expectLoaded();
    await expect(details.updatePassword).toBeVisible();

    // Scrolled to the end, the reset button is not under the Save bar (fixed to the bottom on a phone).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const box = (await details.updatePassword.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe('Update Password');
    await snap(test, page, 'user-details-390', { fullPage: true });
  });
});
