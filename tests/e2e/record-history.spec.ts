import type { Page } from '@playwright/test';
import { smallPdf } from '../../server/demo/small-pdf';
import { expect, test } from './fixtures';
import { snap } from './helpers/screens';

// Issue 33: each record's History panel (who changed which field from what to what, newest
// first), the property's 'Recent history' opening it, and a buyer's path on their user screen.

/** A property the other specs of a worker leave alone, and a demo buyer. */
const PROPERTY = 5;
const BUYER = 17;

const historyPanel = (page: Page) => page.getByRole('dialog', { name: 'History', exact: true });

async function api(page: Page, method: 'post' | 'put', url: string, data: object) {
  const res = await page.request[method](url, { data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

/** Both widths of issue 33's screenshots. */
async function snapBoth(page: Page, name: string, fullPage = false) {
  await snap(test, page, `history-${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(test, page, `history-${name}-390`, { fullPage });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a seller's rename shows in its History as the name from the old to the new", async ({ loggedIn: page }) => {
  const name = `History Seller ${Date.now()}`;
  const seller = await api(page, 'post', '/api/seller-companies', {
    companyName: name,
    contactPerson: 'Thandi Nkosi',
    contactNumber: '021 555 0100',
    emailAddress: 'history@sellers.example.com',
    description: 'A seller of the history test.',
  });
  await page.goto(`/sellers/${seller.id}`);
  const field = page.getByRole('textbox', { name: 'Company Name' });
  await field.fill(`${name} Renamed`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`${name} Renamed`, { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'History', exact: true }).click();
  const panel = historyPanel(page);
  await expect(panel.getByText(`Updated seller company '${name} Renamed'`, { exact: true })).toBeVisible();
  await expect(panel.getByText(`companyName: ${name} → ${name} Renamed`, { exact: true })).toBeVisible();
  await expect(panel.getByText(`Created seller company '${name}'`, { exact: true })).toBeVisible();
  await snapBoth(page, 'seller');
  await panel.getByRole('button', { name: 'Close history', exact: true }).click();
  await expect(panel).toBeHidden();
});

test("the property's Recent history opens its History panel with a change just made, and the panel leads to the Activity Log", async ({
  loggedIn: page,
}) => {
  const before = await api(page, 'post', `/api/properties/${PROPERTY}/admin`, {});
  const suburb = `Historyville ${Date.now()}`;
  await api(page, 'put', `/api/properties/?id=${PROPERTY}`, { suburb });
  try {
    await page.goto(`/properties/${PROPERTY}`);
    await page.getByRole('button', { name: 'Recent history', exact: true }).click();
    const panel = historyPanel(page);
    const first = panel.getByRole('listitem').first();
    await expect(first).toContainText(`Updated property '${before.listingTitle}'`);
    await expect(first).toContainText(`suburb: ${before.suburb || '(empty)'} → ${suburb}`);
    await snapBoth(page, 'property');

    await panel.getByRole('link', { name: 'Open in Activity Log', exact: true }).click();
    await expect(page).toHaveURL(/\/activity-log\?/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({ propertyId: PROPERTY });
    await expect(historyPanel(page)).toBeHidden();
  } finally {
    await api(page, 'put', `/api/properties/?id=${PROPERTY}`, { suburb: before.suburb });
  }
});

test("a buyer's Path lists an NDA decision made in the test, and its link leads to the Vault's row", async ({ loggedIn: page }) => {
  test.setTimeout(60_000);
  const fileName = `history-nda-${Date.now()}.pdf`;
  const upload = await page.request.post('/api/ndaregister/upload', {
    multipart: {
      file: { name: fileName, mimeType: 'application/pdf', buffer: smallPdf('NDA') },
      adminuserid: '1',
      userid: String(BUYER),
      propertyid: String(PROPERTY),
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const nda = await upload.json();
  await api(page, 'put', `/api/ndaregister/${nda.id}/approve`, { round: 'round1', status: 'Accepted' });

  await page.goto(`/users/${BUYER}`);
  const path = page.getByRole('region', { name: 'Path', exact: true });
  await expect(path.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await path.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'NDA decision', exact: true }).click();
  const decision = path.getByRole('link', { name: 'Round 1 NDA accepted', exact: true });
  const mine = decision.and(page.locator(`[href$="highlight=nda-${nda.id}"]`));
  await expect(mine).toHaveAttribute('href', `/properties/${PROPERTY}/vault?highlight=nda-${nda.id}`);
  await mine.scrollIntoViewIfNeeded();
  await snapBoth(page, 'buyer-path', true);

  await mine.click();
  await expect(page).toHaveURL(`/properties/${PROPERTY}/vault?highlight=nda-${nda.id}`);
  await expect(page.locator('tr[data-highlighted="true"]')).toContainText(fileName);
});

test("support staff read a History panel and a buyer's Path", async ({ asSupport: page }) => {
  await page.goto(`/users/${BUYER}`);
  await expect(page.getByRole('region', { name: 'Path', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await expect(
    historyPanel(page)
      .getByRole('listitem')
      .or(historyPanel(page).getByText('No changes recorded yet.', { exact: true }))
      .first(),
  ).toBeVisible();
});
