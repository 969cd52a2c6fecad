import { expect, test } from './fixtures';
import { keepFirstAttemptTrace } from './helpers/firstAttemptTrace';
import { recordRequests } from './helpers/network';
import { snap } from './helpers/screens';
import { contentApi, informationTabPage, isContentList, isReorder } from './pages/informationTabPage';

// Spec §2 'Information tab', §4 'Content item order', §5 'Add content block', §8. Each test
// owns one property (9, 12, 17, 18, 19) and sets its blocks through the API first, so reruns
// and other spec files never see each other's data. Within a test the steps share the page and
// the property, so each step starts from the blocks the one before it left.

// The failed-writes test failed 3 times in about 15 runs on 2026-11-28, only after other tests
// in its worker: after the failed add, Update on the opened block never showed 'Failed to update
// content', nor any notice, within 10 s (its header still read 'Changed'). Cause not yet known.
keepFirstAttemptTrace(test);

const FOUR = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((contentHeader) => ({ contentHeader }));
const HOSTILE =
  '<p>Plain <b>bold</b> text</p><img src="/nowhere.png" onerror="window.__pwned = 1">' +
  '<script>window.__pwned = 2</script><a href="javascript:window.__pwned = 3">Click me</a>' +
  '<a href="https://example.com/brochure" target="_blank">Brochure</a>';
/**
 * The blocks a (re)load shows, in order. expectHeaders polls at growing intervals (up to a
 * second apart), so a first look taken before the list arrives costs most of a second: the
 * count, a web-first check, waits for it closely first.
 */
async function expectLoaded(tab: ReturnType<typeof informationTabPage>, headers: string[]) {
  await expect(tab.blocks).toHaveCount(headers.length);
  await tab.expectHeaders(headers);
}

const serverError = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Boom' } }),
};

test('blocks read, edited, deleted and added, down to none and a first one again', async ({ loggedIn: page }) => {
  // Five former tests' worth of steps, with a reload after each write.
  test.setTimeout(60_000);
  const api = contentApi(page.request);
  await api.reset(9, [{ contentHeader: 'Overview', contentBody: HOSTILE }, { contentHeader: 'Zoning' }, { contentHeader: 'Parking' }]);
  const tab = informationTabPage(page, 9);
  await tab.goto();
  await expectLoaded(tab, ['Overview', 'Zoning', 'Parking']);

  await test.step('an HTML body is shown without running scripts, handlers or javascript: links', async () => {
    await tab.open('Overview');
    const body = tab.body('Overview');
    await expect(body.locator('b')).toHaveText('bold');
    await expect(body.locator('script')).toHaveCount(0);
    await expect(body.locator('[onerror]')).toHaveCount(0);
    const hostileLink = body.getByText('Click me');
    expect((await hostileLink.getAttribute('href')) ?? '').not.toMatch(/^\s*javascript:/i);
    await hostileLink.click();
    await expect(body.getByRole('link', { name: 'Brochure' })).toHaveAttribute('rel', /noopener/);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  await test.step('edits a block inline and the change survives a reload', async () => {
    await tab.open('Parking');
    const editor = tab.editor('Parking');
    await expect(editor.header).toHaveValue('Parking');
    await expect(editor.content).toHaveValue('<p>About Parking</p>');

    // A blank header is refused, marked and focused, as on the other forms.
    await editor.header.fill('');
    await editor.update.click();
    await expect(tab.notice('Please fill in all fields')).toBeVisible();
    await expect(editor.header).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.header).toHaveAccessibleDescription('Required');
    await expect(editor.header).toBeFocused();

    await editor.header.fill('Parking and Access');
    await editor.content.fill('<p>120 bays, <em>covered</em>.</p>');
    await editor.width('Full Width').check();
    await editor.update.click();

    await expect(tab.notice('Content updated successfully!')).toBeVisible();
    await tab.expectHeaders(['Overview', 'Zoning', 'Parking and Access']);
    await expect(tab.body('Parking and Access').locator('em')).toHaveText('covered');

    await page.reload();
    await expectLoaded(tab, ['Overview', 'Zoning', 'Parking and Access']);
    await expect(tab.block('Parking and Access')).toHaveAttribute('data-width', '2');
    await tab.open('Parking and Access');
    await expect(tab.body('Parking and Access')).toContainText('120 bays, covered.');
    expect(await api.list(9)).toMatchObject([
      { contentHeader: 'Overview', displayOrder: 1 },
      { contentHeader: 'Zoning', displayOrder: 2 },
      { contentHeader: 'Parking and Access', contentBody: '<p>120 bays, <em>covered</em>.</p>', contentWidth: 2, displayOrder: 3 },
    ]);
  });

  await test.step('deletes a block only after the confirmation', async () => {
    const deletes: string[] = [];
    page.on('request', (request) => void (request.method() === 'DELETE' && deletes.push(request.url())));

    await tab.deleteButton('Zoning').click();
    await expect(tab.dialog).toContainText('Are you sure you want to delete this content item?');
    await tab.cancelButton.click();
    await expect(tab.dialog).toHaveCount(0);
    await tab.expectHeaders(['Overview', 'Zoning', 'Parking and Access']);
    expect(deletes).toHaveLength(0);

    await tab.deleteButton('Zoning').click();
    await tab.confirmButton.click();
    await tab.expectHeaders(['Overview', 'Parking and Access']);

    await page.reload();
    await expectLoaded(tab, ['Overview', 'Parking and Access']);
    // The block after the deleted one moves up: no gap in the order.
    expect((await api.list(9)).map((item) => item.displayOrder)).toEqual([1, 2]);
  });

  await test.step('adds a block: blank fields are refused first, then it is saved at the end', async () => {
    const posts = recordRequests(page, '/api/property-content-items');

    // Both fields are marked required and are checked on submit; nothing is sent while one is blank.
    await expect(tab.add.header).toHaveAttribute('required');
    await expect(tab.add.body).toHaveAttribute('required');
    await expect(tab.add.width('Half Width')).toBeChecked();
    await tab.add.submit.click();
    await expect(tab.notice('Please fill in all fields')).toBeVisible();
    // Each blank field is marked, as react-admin's forms mark theirs, and the first takes the focus.
    for (const field of [tab.add.header, tab.add.body]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('Required');
    }
    await expect(tab.add.header).toBeFocused();
    await tab.add.header.fill('Tenancy Schedule');
    await expect(tab.add.header).toHaveAttribute('aria-invalid', 'false');
    await tab.add.body.fill('   ');
    await tab.add.submit.click();
    await expect(tab.notice('Please fill in all fields')).toHaveCount(1);
    await expect(tab.add.body).toHaveAttribute('aria-invalid', 'true');
    await expect(tab.add.body).toBeFocused();
    expect(posts.filter((request) => request.method() === 'POST')).toHaveLength(0);

    await tab.add.body.fill('<p>Three <strong>tenants</strong> on long leases.</p>');
    await tab.add.width('Full Width').check();
    // A double click (issue 28) sends the block once.
    await tab.add.submit.dblclick();

    await expect(tab.notice('Content added successfully!')).toBeVisible();
    await tab.expectHeaders(['Overview', 'Parking and Access', 'Tenancy Schedule']);
    expect(posts.filter((request) => request.method() === 'POST')).toHaveLength(1);
    await expect(tab.add.header).toHaveValue('');
    await expect(tab.add.body).toHaveValue('');
    await expect(tab.add.width('Half Width')).toBeChecked();
    const sent = posts.find((request) => request.method() === 'POST')!.postDataJSON();
    expect(sent).toMatchObject({ propertyId: 9, contentHeader: 'Tenancy Schedule', contentWidth: 2, displayOrder: 3 });

    await page.reload();
    await expectLoaded(tab, ['Overview', 'Parking and Access', 'Tenancy Schedule']);
    await tab.open('Tenancy Schedule');
    await expect(tab.body('Tenancy Schedule').locator('strong')).toHaveText('tenants');
    await expect(tab.block('Tenancy Schedule')).toHaveAttribute('data-width', '2');
  });

  await test.step('a property without blocks shows the empty state, and its first block gets order 1', async () => {
    await api.reset(9, []);
    await page.reload();

    await expect(tab.empty).toBeVisible();
    await expect(tab.list).toHaveCount(0);

    await tab.add.header.fill('Overview');
    await tab.add.body.fill('<p>First block</p>');
    await tab.add.submit.click();
    await expectLoaded(tab, ['Overview']);
    await expect(tab.empty).toHaveCount(0);
    expect(await api.list(9)).toMatchObject([{ contentHeader: 'Overview', contentWidth: 1, displayOrder: 1 }]);
  });
});

test('re-orders by mouse and by keyboard; a refused move says so and shows the server order', async ({ loggedIn: page }) => {
  test.setTimeout(60_000);
  const api = contentApi(page.request);
  const [alpha, bravo, , delta] = await api.reset(12, FOUR);
  const tab = informationTabPage(page, 12);
  await tab.goto();
  await expectLoaded(tab, ['Alpha', 'Bravo', 'Charlie', 'Delta']);

  await test.step('re-orders by dragging a handle with the mouse', async () => {
    const moved = page.waitForRequest((request) => isReorder(new URL(request.url())));
    await tab.dragWithMouse('Alpha', 'Charlie');

    await tab.expectHeaders(['Bravo', 'Charlie', 'Alpha', 'Delta']);
    // The server hears the dragged block's new zero-based position.
    expect((await moved).postDataJSON()).toMatchObject({ propertyId: 12, propertyContentItemId: alpha.id, displayOrder: 2 });
    await expect.poll(() => api.headers(12)).toEqual(['Bravo', 'Charlie', 'Alpha', 'Delta']);
    await page.reload();
    await expectLoaded(tab, ['Bravo', 'Charlie', 'Alpha', 'Delta']);
  });

  await test.step('re-orders with the keyboard: focus the handle, space, arrows, space', async () => {
    const moves = recordRequests(page, '/api/property-content-items/re-order');

    await tab.dragWithKeyboard('Delta', -3);
    await tab.expectHeaders(['Delta', 'Bravo', 'Charlie', 'Alpha']);
    // The handle keeps the focus, so the next move can follow at once.
    await expect(tab.handle('Delta')).toBeFocused();

    await tab.dragWithKeyboard('Bravo', 2);
    await tab.expectHeaders(['Delta', 'Charlie', 'Alpha', 'Bravo']);
    await expect(tab.handle('Bravo')).toBeFocused();

    await expect.poll(() => moves.length).toBe(2);
    expect(moves.map((request) => request.postDataJSON())).toMatchObject([
      { propertyContentItemId: delta.id, displayOrder: 0 },
      { propertyContentItemId: bravo.id, displayOrder: 3 },
    ]);
    await expect
      .poll(() => api.list(12))
      .toMatchObject(['Delta', 'Charlie', 'Alpha', 'Bravo'].map((contentHeader, index) => ({ contentHeader, displayOrder: index + 1 })));
    await page.reload();
    await expectLoaded(tab, ['Delta', 'Charlie', 'Alpha', 'Bravo']);
  });

  await test.step('a refused re-order says so and reloads the list in the server order', async () => {
    await page.route(isReorder, (route) => route.fulfill(serverError));
    const refused = page.waitForResponse((response) => isReorder(new URL(response.url())));
    const reloaded = page.waitForResponse((response) => isContentList(new URL(response.url())));
    await tab.dragWithKeyboard('Delta', 2);

    expect((await refused).status()).toBe(500);
    await expect(tab.notice('Failed to update order. Please refresh the page.')).toBeVisible();
    expect((await reloaded).status()).toBe(200);
    await tab.expectHeaders(['Delta', 'Charlie', 'Alpha', 'Bravo']);
    expect(await api.headers(12)).toEqual(['Delta', 'Charlie', 'Alpha', 'Bravo']);
    await page.unroute(isReorder);
  });
});

test("a failed load, then failed writes, say so in the spec words; 'Retry' recovers the load", async ({ loggedIn: page }) => {
  const api = contentApi(page.request);
  await api.reset(17, [{ contentHeader: 'Overview' }]);
  const tab = informationTabPage(page, 17);

  await test.step("a failed load shows 'Failed to load content items' and Retry recovers", async () => {
    await page.route(isContentList, (route) => route.fulfill(serverError));
    await tab.goto();

    await expect(tab.loadError).toBeVisible();
    await expect(page.getByText('Boom')).toHaveCount(0);
    await expect(tab.addForm).toHaveCount(0);

    await page.unroute(isContentList);
    await tab.retryButton.click();
    await expectLoaded(tab, ['Overview']);
    await expect(tab.loadError).toHaveCount(0);
  });

  await test.step('failed writes say so in the spec words', async () => {
    const isWrite = (url: URL) => url.pathname.startsWith('/api/property-content-items');
    await page.route(isWrite, (route) => (route.request().method() === 'GET' ? route.continue() : route.fulfill(serverError)));

    await tab.add.header.fill('Parking');
    await tab.add.body.fill('<p>Bays</p>');
    await tab.add.submit.click();
    await expect(tab.notice('Failed to add content. Please try again.')).toBeVisible();
    await expect(tab.add.header).toHaveValue('Parking');

    await tab.open('Overview');
    await tab.editor('Overview').header.fill('Changed');
    await tab.editor('Overview').update.click();
    await expect(tab.notice('Failed to update content. Please try again.')).toBeVisible();

    await tab.deleteButton('Overview').click();
    await tab.confirmButton.click();
    await expect(tab.notice('Failed to delete content. Please try again.')).toBeVisible();
    await tab.expectHeaders(['Overview']);
    expect(await api.headers(17)).toEqual(['Overview']);
    await page.unroute(isWrite);
  });
});

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('half-width blocks pair up on wide screens and stack on narrow ones', async ({ loggedIn: page }) => {
      const api = contentApi(page.request);
      await api.reset(width > 600 ? 18 : 19, [
        { contentHeader: 'Overview', contentWidth: 2 },
        { contentHeader: 'Location', contentWidth: 1 },
        { contentHeader: 'Zoning', contentWidth: 1 },
        { contentHeader: 'Parking', contentWidth: 2 },
      ]);
      const tab = informationTabPage(page, width > 600 ? 18 : 19);
      await tab.goto();
      await expectLoaded(tab, ['Overview', 'Location', 'Zoning', 'Parking']);

      const [overview, location, zoning, parking] = await Promise.all(
        ['Overview', 'Location', 'Zoning', 'Parking'].map(async (header) => (await tab.block(header).boundingBox())!),
      );
      if (width > 600) {
        expect(location.y).toBe(zoning.y);
        expect(zoning.x).toBeGreaterThan(location.x + location.width - 1);
        expect(overview.width).toBeGreaterThan(location.width * 1.9);
      } else {
        expect(zoning.y).toBeGreaterThan(location.y + location.height - 1);
        expect(location.width).toBe(overview.width);
      }
      expect(parking.y).toBeGreaterThan(zoning.y + zoning.height - 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);

      // For a human to look at: `SCREENSHOTS=1 npx playwright test property-information` writes tmp/screens/.
      if (process.env.SCREENSHOTS) {
        await snap(test, page, `information-tab-${width}`, { fullPage: true });
        await tab.open('Location');
        await snap(test, page, `information-tab-${width}-open`, { fullPage: true });
      }
    });
  });
}
