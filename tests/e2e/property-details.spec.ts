import { expect, test } from './fixtures';
import { keepFirstAttemptTrace } from './helpers/firstAttemptTrace';
import { activityLogPage } from './pages/activityLogPage';
import { PROPERTY_TABS, propertyDetailsPage } from './pages/propertyDetailsPage';
import { SIDEBAR_LINKS, shell } from './pages/shell';

// Spec §2 'Property details' (header, buttons, tabs, Summary tab) and §8 'Failed to load
// property details'. Property 4 is only read here.
const ID = 4;

test.describe('property details', () => {
  // The first test failed once in three fresh-clone runs after 7e580f6 (a click on the off-screen
  // 'Manage Datarooms' tab that never selected it; its retry passed) and not in twelve runs under
  // load since.
  keepFirstAttemptTrace(test);

  test("the header and Summary, the header's links and buttons, the tabs by click, by history and by address", async ({
    loggedIn: page,
    context,
    baseURL,
  }) => {
    // Six former tests' worth of steps, four of them loading the app afresh.
    test.setTimeout(60_000);
    const details = propertyDetailsPage(page, ID);
    const property = await details.record();
    await details.goto();

    await test.step('the header names the property with its reference and status; the Summary shows its four sections', async () => {
      await expect(details.heading).toHaveText(property.listingTitle);
      await expect(page.getByText(property.propertyReference, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(property.propertyStatus, { exact: true }).first()).toBeVisible();
      await expect(details.tabs).toHaveText(PROPERTY_TABS.map((tab) => tab.label));
      await expect(details.tab('Summary')).toHaveAttribute('aria-selected', 'true');

      await expect(details.summaryLabels('Property Information')).toHaveText([
        'Reference',
        'Property Name',
        'Category',
        'Status',
        'Seller Company',
        'Description',
      ]);
      await expect(details.summaryValue('Property Information', 'Reference')).toHaveText(property.propertyReference);
      await expect(details.summaryValue('Property Information', 'Property Name')).toHaveText(property.title);
      await expect(details.summaryValue('Property Information', 'Category')).toHaveText(property.category);
      await expect(details.summaryValue('Property Information', 'Status')).toHaveText(property.propertyStatus);
      await expect(details.summaryValue('Property Information', 'Seller Company')).toHaveText(property.sellerCompany.companyName);
      await expect(details.summaryValue('Property Information', 'Description')).toHaveText(property.shortDescription);

      // Address 2 only when the property has one (this one has none).
      expect(property.addressLine2).toBeNull();
      await expect(details.summaryLabels('Location')).toHaveText(['Address', 'Suburb', 'Province', 'Country']);
      await expect(details.summaryValue('Location', 'Address')).toHaveText(property.addressLine1);
      await expect(details.summaryValue('Location', 'Suburb')).toHaveText(property.suburb);
      await expect(details.summaryValue('Location', 'Province')).toHaveText(property.province);
      await expect(details.summaryValue('Location', 'Country')).toHaveText(property.country);

      await expect(details.summaryValue('Agent Details', 'Name')).toHaveText(`${property.agent.firstName} ${property.agent.lastName}`);
      await expect(details.summaryValue('Agent Details', 'Email')).toHaveText(property.agent.emailAddress);
      await expect(details.summaryValue('Agent Details', 'Agency')).toHaveText(property.agent.agency!.name);

      const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
      await expect(details.summaryLabels('Property Flags')).toHaveText([
        'Carousel Featured',
        'Public Listing',
        'Discrete List',
        'Published',
      ]);
      await expect(details.section('Property Flags').locator('dd')).toHaveText(
        [property.isFeatured, property.isListable, property.isDiscrete, property.isActive].map(yesNo),
      );
    });

    await test.step("View Public Page opens the property's public page in a new tab", async () => {
      // The public site is another product (the test servers' PUBLIC_SITE_URL): stand in for it.
      const publicUrl = `http://public-site.example.test/properties/${property.id}`;
      expect(property.publicUrl).toBe(publicUrl);
      await context.route(publicUrl, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Public page</title>' }));

      await expect(details.openPublicPage).toHaveAttribute('target', '_blank');
      await expect(details.openPublicPage).toHaveAttribute('rel', /noopener/);
      const popup = page.waitForEvent('popup');
      await details.openPublicPage.click();
      const opened = await popup;
      await opened.waitForLoadState();
      expect(opened.url()).toBe(publicUrl);
      await expect(opened).toHaveTitle('Public page');

      await opened.close();
      await context.unroute(publicUrl);
    });

    await test.step("Copy Link puts the public address on the clipboard: 'Link copied to clipboard!'", async () => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

      await details.copyLinkButton.click();
      await expect(details.notice('Link copied to clipboard!')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(property.publicUrl);
    });

    await test.step('each tab changes the address, and back and forward move between tabs', async () => {
      for (const { label } of PROPERTY_TABS.slice(1)) {
        await details.openTab(label);
        await expect(page).toHaveURL(new RegExp(`${details.pathOf(label)}$`));
      }
      await expect(page.getByRole('button', { name: 'Round 1 - Virtual Data Room' })).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${details.pathOf('External Due Diligence')}$`));
      await expect(details.tab('External Due Diligence')).toHaveAttribute('aria-selected', 'true');
      // Its requests, none, or (the data room not built) the pointer to the Vault tab: whichever the demo data gives.
      await expect(
        page
          .getByRole('list', { name: /^External due diligence requests: / })
          .first()
          .or(page.getByText('No external due diligence requests have been made for this property.', { exact: true }))
          .or(page.getByRole('link', { name: 'Vault tab', exact: true })),
      ).toBeVisible();
      await page.goForward();
      await expect(details.tab('Manage Datarooms')).toHaveAttribute('aria-selected', 'true');
      await details.tabBarSettled();
      await details.openTab('Summary');
      await expect(page).toHaveURL(new RegExp(`${details.path}$`));
      await expect(details.section('Property Flags')).toBeVisible();
    });

    await test.step("Recent history opens the property's History panel, whose link opens the activity log filtered to the property", async () => {
      await details.recentHistory.click();
      // The demo's property has no admin change on record: the panel says so.
      await expect(details.historyPanel.getByText('No changes recorded yet.', { exact: true })).toBeVisible();
      const log = activityLogPage(page);
      const rows = await log.reloadsAfter(
        () => details.historyPanel.getByRole('link', { name: 'Open in Activity Log', exact: true }).click(),
        ({ filter }) => filter.propertyId === ID,
      );
      const url = new URL(page.url());
      expect(url.pathname).toBe('/activity-log');
      expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ propertyId: ID });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.propertyId === ID)).toBe(true);
      await expect(log.cells('Property').first()).toHaveText(property.listingTitle);
      // The filter names the property, not its id.
      await expect(page.getByRole('combobox', { name: 'Property', exact: true })).toHaveValue(property.listingTitle);
    });

    await test.step('a tab opened by its address is the one shown', async () => {
      await details.goto('Headers');
      await expect(details.tab('Headers')).toHaveAttribute('aria-selected', 'true');
      await expect(details.saveChanges).toBeVisible();

      await details.goto('Media');
      await expect(details.tab('Media')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('table', { name: 'Media items' })).toBeVisible();

      await details.goto('Vault');
      await expect(details.tab('Vault')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('region', { name: 'Dataroom Checklist', exact: true })).toBeVisible();
    });
  });

  test("failed loads: Try Again recovers one, an unknown property offers none; 'Back to Properties' returns to the list", async ({
    loggedIn: page,
  }) => {
    const details = propertyDetailsPage(page, ID);
    const property = await details.record();

    await test.step('a failed load offers Try Again, which loads the property', async () => {
      let failures = 1;
      const adminRecord = `**/api/properties/${ID}/admin`;
      await page.route(adminRecord, (route) => (failures-- > 0 ? route.fulfill({ status: 500, json: {} }) : route.fallback()));
      await details.goto();

      await expect(details.loadError).toBeVisible();
      await details.loadError.getByRole('button', { name: 'Try Again' }).click();
      await expect(details.heading).toHaveText(property.listingTitle);
      await page.unroute(adminRecord);
    });

    await test.step('the back button returns to the property list', async () => {
      await details.backButton.click();
      await expect(page).toHaveURL(/\/properties$/);
    });

    await test.step("an unknown property reads 'Failed to load property details'; 'Back to Properties' returns to the list", async () => {
      const unknown = propertyDetailsPage(page, 987654);
      await unknown.goto();
      await expect(unknown.loadError).toBeVisible();
      // Nothing to retry for a property that does not exist.
      await expect(unknown.loadError.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
      await unknown.backButton.click();
      await expect(page).toHaveURL(/\/properties$/);
    });
  });

  test('at 1280 px all nine tabs and the whole sidebar fit, with no scroll arrows', async ({ loggedIn: page }) => {
    const details = propertyDetailsPage(page, ID);
    await details.goto('Manage Datarooms');
    const bar = await page.getByRole('tablist').evaluate((list) => {
      const scroller = list.parentElement!.getBoundingClientRect();
      return {
        scroller: { left: scroller.left, right: scroller.right },
        tabs: [...list.querySelectorAll('[role=tab]')].map((tab) => {
          const { left, right } = tab.getBoundingClientRect();
          return { label: tab.textContent, left, right };
        }),
      };
    });
    expect(bar.tabs.map((tab) => tab.label)).toHaveLength(9);
    for (const tab of bar.tabs) {
      expect(tab.left, tab.label).toBeGreaterThanOrEqual(bar.scroller.left);
      expect(tab.right, tab.label).toBeLessThanOrEqual(bar.scroller.right);
    }
    await expect(page.locator('.MuiTabs-scrollButtons')).toHaveCount(2);
    for (const arrow of await page.locator('.MuiTabs-scrollButtons').all()) await expect(arrow).toBeHidden();
    // The sidebar keeps its width: no label of it is cut.
    const sidebarLinks = shell(page).sidebarLinks;
    await expect(sidebarLinks).toHaveCount(SIDEBAR_LINKS.length);
    const cut = await sidebarLinks.evaluateAll((items) =>
      items.filter((item) => item.scrollWidth > item.clientWidth).map((item) => item.textContent),
    );
    expect(cut).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('the tabs scroll sideways with arrows instead of widening the page', async ({ loggedIn: page }) => {
      const details = propertyDetailsPage(page, ID);
      await details.goto('Manage Datarooms');
      await expect(details.tab('Manage Datarooms')).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await expect(details.tab('Summary')).not.toBeInViewport();
      await expect(page.getByRole('tablist').locator('xpath=../..').locator('.MuiTabs-scrollButtons').first()).toBeVisible();
    });
  });

  test("a clipboard that refuses reads 'Failed to copy link'", async ({ loggedIn: page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
    });
    const details = propertyDetailsPage(page, ID);
    await details.goto();
    await details.copyLinkButton.click();
    await expect(details.notice('Failed to copy link')).toBeVisible();
  });
});
