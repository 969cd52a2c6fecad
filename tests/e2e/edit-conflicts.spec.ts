import { expect, test } from './fixtures';
import { snap } from './helpers/screens';
import { newSeller, sellerEditPage, sellersApi } from './pages/sellerPages';

// Issue 28: two admins (here two tabs) editing one record. The second save, made on the version
// its tab loaded, is refused with who changed the record and when; what was typed stays until
// Reload shows the other change; saved again, both changes are kept.

test('a save over a change made in another tab is refused, says who and when, and Reload shows that change', async ({ loggedIn: page }) => {
  const sellers = sellersApi(page.request);
  const created = await sellers.create(newSeller('Conflict'));
  const other = await page.context().newPage();
  const mine = sellerEditPage(page, created.id);
  const theirs = sellerEditPage(other, created.id);
  for (const tab of [mine, theirs]) {
    await tab.goto();
    await expect(tab.name).toHaveValue(created.name);
  }

  await theirs.contactPerson.fill('Sipho Dlamini');
  await theirs.submit.click();
  await expect(theirs.notice('Seller updated successfully!')).toBeVisible();

  await mine.emailAddress.fill('changed@sellers.example.com');
  await mine.submit.click();
  const conflict = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Reload', exact: true }) });
  await expect(conflict).toContainText(/^Changed by Alex Morgan at \d\d:\d\d since you opened it\.Your changes were not saved/);
  await expect(mine.emailAddress).toHaveValue('changed@sellers.example.com');
  if (process.env.SCREENSHOTS) await snap(test, page, 'edit-conflict-1280', { fullPage: true });
  expect(await sellers.get(created.id)).toMatchObject({ contactPerson: 'Sipho Dlamini', emailAddress: created.emailAddress });

  await conflict.getByRole('button', { name: 'Reload', exact: true }).click();
  await expect(conflict).toBeHidden();
  await expect(mine.contactPerson).toHaveValue('Sipho Dlamini');
  await expect(mine.emailAddress).toHaveValue(String(created.emailAddress));

  await mine.emailAddress.fill('changed@sellers.example.com');
  await mine.submit.click();
  await expect(mine.notice('Seller updated successfully!')).toBeVisible();
  expect(await sellers.get(created.id)).toMatchObject({ contactPerson: 'Sipho Dlamini', emailAddress: 'changed@sellers.example.com' });
  await other.close();
});
