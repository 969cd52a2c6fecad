import type { Page } from '@playwright/test';
import { DEMO_ADMIN, expect, test } from './fixtures';
import { PROPERTY } from './pages/appScreens';
import { inboxCounts, inboxPage } from './pages/inboxPage';
import { shell } from './pages/shell';
import { vaultTab } from './pages/vaultPages';

// Issue 32 'Inbox': everything across properties that waits for a decision, first in the
// sidebar with its count; each row leads to the exact place it is decided, and the NDA and
// file decisions are made right there, with the property's own confirmations and notices.

const notice = (page: Page, message: string) => page.locator('.MuiSnackbar-root').getByText(message, { exact: true });

test('the inbox: its count in the sidebar, oldest first, rows that lead to their place, and decisions made in place', async ({
  loggedIn: page,
}) => {
  test.setTimeout(60_000);
  const inbox = inboxPage(page);
  await shell(page).goto('/');
  const before = await inboxCounts(page.request);
  expect(before.byKind['nda-round-1'] > 0 && before.byKind.file > 0, 'the demo has NDAs and files waiting').toBe(true);

  await test.step('the sidebar link, first, shows and describes the count; it opens the inbox, oldest first', async () => {
    await expect(shell(page).sidebarLinks.first()).toHaveAttribute('href', '/inbox');
    await inbox.expectBadge(before.total);
    await inbox.link.click();
    await expect(inbox.heading).toBeVisible();
    await expect(inbox.rows.first()).toBeVisible();
    const since = await inbox.rows.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect(since.length).toBe(Math.min(before.total, 25));
    expect(since).toEqual([...since].sort());
  });

  let propertyId = 0;
  let buyer = '';
  await test.step("an NDA waiting for round 1 is rejected in place, after the Vault's confirmation; the count drops at once", async () => {
    await inbox.filterKind('NDA round 1');
    await expect(inbox.rows.first()).toBeVisible();
    await expect(inbox.rows.getByRole('cell').first()).toHaveText('NDA round 1');
    const row = inbox.rows.first();
    const subject = row.getByRole('cell').nth(2).getByRole('link');
    buyer = (await subject.textContent())!;
    const reference = (await row.getByRole('cell').nth(1).getByRole('link').textContent())!;
    propertyId = Number((await row.getByRole('cell').nth(1).getByRole('link').getAttribute('href'))!.split('/').pop());
    await expect(subject).toHaveAttribute('href', new RegExp(`^/properties/${propertyId}/vault\\?highlight=nda-\\d+$`));

    await row.getByRole('button', { name: `Reject round 1 for ${buyer}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Reject the NDA for round 1?', exact: true });
    await expect(confirm).toContainText(`${buyer} will not be able to enter round 1 of the data room under`);
    await confirm.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(notice(page, `Rejected round 1 for ${buyer}.`)).toBeVisible();
    await inbox.expectBadge(before.total - 1);
    await expect(inbox.rows.filter({ hasText: reference }).filter({ hasText: buyer })).toHaveCount(0);
  });

  await test.step("the property's Vault shows the decision", async () => {
    const vault = vaultTab(page, propertyId);
    await vault.goto();
    await expect(vault.signatories.round(buyer, 1).badge.first()).toHaveText('Rejected');
    await page.goBack();
    await expect(inbox.heading).toBeVisible();
  });

  await test.step('a file leads to its row in Manage Datarooms, its round open and the row marked in view; back, it is published in place', async () => {
    await inbox.filterKind('File to review');
    await expect(inbox.rows.getByRole('cell').first()).toHaveText('File to review');
    const row = inbox.rows.first();
    const link = row.getByRole('cell').nth(2).getByRole('link');
    const file = (await link.textContent())!;
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/properties\/\d+\/manage-datarooms\?round=[12]&highlight=file-\d+$/);
    await link.click();
    const marked = page.locator('[data-highlighted]');
    await expect(marked).toHaveCount(1);
    await expect(marked).toContainText(file);
    await expect(marked).toBeInViewport();

    await page.goBack();
    await expect(inbox.rows.first()).toBeVisible();
    await inbox
      .rowOf(file)
      .first()
      .getByRole('button', { name: `Publish ${file}`, exact: true })
      .click();
    await expect(notice(page, `'${file}' is published.`)).toBeVisible();
    await inbox.expectBadge(before.total - 2);
    expect((await inboxCounts(page.request)).total).toBe(before.total - 2);
  });

  await test.step("a buyer's request leads to its marked row on External Due Diligence; back, it is marked answered with a note", async () => {
    const title = `Rent roll ${Date.now()}`;
    const round = await page.request.get(`/api/property-data-room/admin?propertyId=${PROPERTY}&round=1`);
    const heading = ((await round.json()) as Array<{ id: number; level: number }>).find((item) => item.level === 2)!;
    const raised = await page.request.post('/api/property-data-room/addextDDrequest', {
      data: { propertyDataRoomId: heading.id, requesttype: 'file', documenttitle: title, documentdescription: 'The current rent roll.' },
    });
    expect(raised.status()).toBe(201);
    await page.reload();
    await inbox.expectBadge(before.total - 1);
    await inbox.filterKind('Request to answer');
    // The list shows the kind before its sort is changed: a sort asked sooner keeps the previous filter.
    await expect(inbox.rows.getByRole('cell').first()).toHaveText('Request to answer');
    // Newest first: the request just raised leads.
    await inbox.table
      .getByRole('columnheader')
      .filter({ hasText: /^Waiting since$/ })
      .getByRole('button')
      .click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('order') === 'DESC' && JSON.parse(url.searchParams.get('filter')!).kind === 'request',
    );
    await expect(inbox.rows.first()).toContainText(title);
    await inbox.rowOf(title).getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/${PROPERTY}/external-due-diligence\\?highlight=request-\\d+$`));
    const marked = page.locator('[data-highlighted]');
    await expect(marked).toContainText(title);
    await expect(marked).toBeInViewport();

    await page.goBack();
    await inbox
      .rowOf(title)
      .getByRole('button', { name: `Mark '${title}' answered`, exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Mark request answered', exact: true });
    await dialog.getByRole('button', { name: 'Mark answered', exact: true }).click();
    await expect(dialog.getByText('Please say how the request was answered.', { exact: true })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'How it was answered' }).fill("Sent by email on the seller's letterhead.");
    await dialog.getByRole('button', { name: 'Mark answered', exact: true }).click();
    await expect(notice(page, `'${title}' is marked answered.`)).toBeVisible();
    await expect(inbox.rowOf(title)).toHaveCount(0);
    await inbox.expectBadge(before.total - 2);

    await page.goto(`/properties/${PROPERTY}/external-due-diligence`);
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText(`Answered by ${DEMO_ADMIN.fullName} on `);
    await expect(row).toContainText("Sent by email on the seller's letterhead.");
    await expect(row.getByRole('button', { name: `Mark '${title}' answered` })).toHaveCount(0);
  });
});

test('support staff read the inbox and its count, and decide nothing', async ({ asSupport: page }) => {
  const inbox = inboxPage(page);
  await shell(page).goto('/inbox');
  await expect(inbox.rows.first()).toBeVisible();
  await inbox.expectBadge((await inboxCounts(page.request)).total);
  await expect(inbox.table.getByRole('button', { name: /^(Accept|Reject|Publish) / })).toHaveCount(0);
  await expect(inbox.rows.first().getByRole('link').first()).toBeVisible();
});
