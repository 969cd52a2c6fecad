import { randomUUID } from 'node:crypto';
import { DEMO_ADMIN, expect, test } from './fixtures';
import { activityLogPage } from './pages/activityLogPage';

// Issue 4: what visitors do on the public site reaches the log through POST /api/activity/events
// (a service token, as the site holds; made by token:create in the global setup).

test('an enquiry reported by the public site appears in the activity log', async ({ loggedIn: page, baseURL }) => {
  const marker = `Wants the rent roll ${randomUUID().slice(0, 8)}`;
  const report = await page.request.post(`${baseURL}/api/activity/events`, {
    headers: { authorization: `Bearer ${process.env.E2E_SERVICE_TOKEN}` },
    data: {
      eventId: `e2e-${randomUUID()}`,
      nature: 'investment enquiry',
      propertyId: 3,
      personaliseReference: 'visitor-0042-abcdef123456',
      comments: marker,
    },
  });
  expect(report.status()).toBe(200);
  expect(await report.json()).toEqual({ received: 1, created: 1, duplicates: 0 });

  const log = activityLogPage(page);
  await log.open();
  await log.search.fill(marker);

  await expect(log.rows).toHaveCount(1);
  const row = log.rows.first();
  await expect(log.cell(row, 'Nature')).toHaveText('Investment Enquiry');
  await expect(log.cell(row, 'Comments')).toHaveText(marker);
  await expect(log.cell(row, 'Property').getByRole('link')).toHaveAttribute('href', '/properties/3');
  // An anonymous visitor: both name cells show the last 12 characters of the reference.
  await expect(log.cell(row, 'Added By')).toHaveText('[abcdef123456]');
  await expect(log.cell(row, 'User')).toHaveText('[abcdef123456]');
});

// Issue 28: the spec's rule for a half-named entry (both cells show the personalise reference)
// is for visitors; an admin's change always names the admin under Added By.
test("an admin's change names the admin under Added By, and the User cell shows a dash when it concerns no one", async ({
  loggedIn: page,
  baseURL,
}) => {
  const agencyName = `Audit Realty ${randomUUID().slice(0, 8)}`;
  const created = await page.request.post(`${baseURL}/api/agencies`, {
    headers: { origin: baseURL! },
    data: { agencyName, contactPerson: 'Sipho Khumalo', contactNumber: '021 555 0100', emailAddress: 'audit@example.co.za' },
  });
  expect(created.status()).toBe(201);

  const log = activityLogPage(page);
  await log.open();
  await log.search.fill(agencyName);

  await expect(log.rows).toHaveCount(1);
  const row = log.rows.first();
  await expect(log.cell(row, 'Comments')).toContainText(`Created agency '${agencyName}'`);
  await expect(log.cell(row, 'Added By')).toHaveText(DEMO_ADMIN.fullName);
  await expect(log.cell(row, 'User')).toHaveText('-');
  await expect(row.locator('[data-anonymous]')).toHaveCount(0);
});
