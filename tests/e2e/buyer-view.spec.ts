import type { Page } from '@playwright/test';
import { smallPdf } from '../../server/demo/small-pdf';
import { expect, test } from './fixtures';
import { PROPERTY } from './pages/appScreens';
import { roundTab } from './pages/dataRoomPages';
import { propertyDetailsPage } from './pages/propertyDetailsPage';

// Issue 33 'View as buyer': the read-only data room tabs show a round exactly as a chosen buyer
// is entitled to it, with a line saying why anything is withheld. The demo's property 3 is not
// published; Lauren Gandhi's NDA on it is accepted for round 1 and pending for round 2.

const BUYER = 'Lauren Gandhi';
/** A file the test uploads to round 1 and leaves for review: an admin sees it, a buyer never. */
const PENDING_FILE = `pending-review-${Date.now()}.pdf`;

async function viewAs(page: Page, text: string, name: string) {
  const input = page.getByRole('combobox', { name: 'View as buyer', exact: true });
  await input.fill('');
  await input.pressSequentially(text);
  await page.getByRole('option').filter({ hasText: name }).click();
  await expect(input).toHaveValue(name);
}
const setActive = async (page: Page, isActive: boolean) =>
  expect((await page.request.put('/api/properties/flags', { data: { ids: [PROPERTY], set: { isActive } } })).status()).toBe(200);

test('view as buyer: withheld while the property is unpublished, then the round as the buyer may see it, and round 2 waiting for the NDA', async ({
  loggedIn: page,
}) => {
  const details = propertyDetailsPage(page, PROPERTY);
  const round1 = roundTab(page, PROPERTY, 1);
  const notice = page.getByRole('alert');
  const items = (await (await page.request.get(`/api/property-data-room/admin?propertyId=${PROPERTY}&round=1`)).json()) as Array<{
    id: number;
    level: number;
    displayName: string;
  }>;
  const heading = items.find((item) => item.level === 2)!;
  const uploaded = await page.request.post('/api/property-data-room', {
    multipart: {
      File: { name: PENDING_FILE, mimeType: 'application/pdf', buffer: smallPdf(PENDING_FILE) },
      UserId: '1',
      PropertyDataRoomId: String(heading.id),
      PropertyId: String(PROPERTY),
    },
  });
  expect(uploaded.status()).toBe(201);

  await test.step('the admin sees the pending file; the buyer sees nothing of an unpublished property, and why', async () => {
    await details.goto('Virtual Data Room');
    // The tree opens folded: its filter finds the file.
    await round1.filter.fill('pending-review');
    await expect(round1.list.getByText(PENDING_FILE)).toBeVisible();
    await viewAs(page, 'Laur', BUYER);
    await expect(notice.filter({ hasText: `Round 1 is withheld from ${BUYER}:` })).toContainText('the property is not published.');
    await expect(round1.list).toHaveCount(0);
  });

  await setActive(page, true);
  try {
    await test.step('published, the buyer sees round 1 without the files under review, and is told what is left out', async () => {
      await page.reload();
      await viewAs(page, 'Laur', BUYER);
      await expect(notice.filter({ hasText: `${BUYER} sees the round as shown:` })).toContainText('left out.');
      await expect(round1.list).toBeVisible();
      await round1.filter.fill(heading.displayName);
      await expect(round1.list.getByRole('listitem').filter({ hasText: heading.displayName }).first()).toBeVisible();
      await round1.filter.fill('pending-review');
      await expect(round1.list.getByText(PENDING_FILE)).toHaveCount(0);
      await expect(page.getByText("No heading or file matches 'pending-review'.", { exact: true })).toBeVisible();
    });

    await test.step('round 2 waits for their NDA', async () => {
      await details.goto('Due Diligence Data Room');
      await viewAs(page, 'Laur', BUYER);
      await expect(notice.filter({ hasText: `Round 2 is withheld from ${BUYER}:` })).toContainText(
        `${BUYER}'s NDA is still pending for round 2.`,
      );
      await expect(page.getByRole('list', { name: 'Due diligence data room', exact: true })).toHaveCount(0);
    });

    await test.step('External Due Diligence as the buyer: round 2 withheld, and only the requests they raised', async () => {
      // A request an admin raised: the buyer did not raise it, so their view leaves it out.
      const raised = await page.request.post('/api/property-data-room/addextDDrequest', {
        data: {
          propertyDataRoomId: heading.id,
          requesttype: 'file',
          documenttitle: 'Rent roll',
          documentdescription: 'The current rent roll.',
        },
      });
      expect(raised.status()).toBe(201);
      await details.goto('External Due Diligence');
      await expect(page.getByRole('list', { name: /^External due diligence requests: / }).first()).toBeVisible();
      await viewAs(page, 'Laur', BUYER);
      await expect(notice.filter({ hasText: `Round 2 is withheld from ${BUYER}:` })).toBeVisible();
      await expect(page.getByText(`${BUYER} has raised no request under a heading they see.`, { exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: /^External due diligence requests: / })).toHaveCount(0);
    });

    await test.step('clearing the buyer shows the admin their whole round again', async () => {
      await details.goto('Due Diligence Data Room');
      await viewAs(page, 'Laur', BUYER);
      await page.getByRole('combobox', { name: 'View as buyer', exact: true }).clear();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('list', { name: 'Due diligence data room', exact: true })).toBeVisible();
    });
  } finally {
    await setActive(page, false);
  }
});
