import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { sidewaysScrolling } from './helpers/fit';
import { snap } from './helpers/screens';
import { downloadCsv } from './helpers/downloads';
import { listStateTests } from './helpers/listStates';
import { holdRequests, recordRequests } from './helpers/network';
import { expectLeavingAsks } from './helpers/unsavedChanges';
import { uniqueName } from './pages/organisationPages';
import {
  addPortfolioPage,
  isImageUpload,
  isPortfolioUpdate,
  PORTFOLIO_LIST,
  portfolioDetailsPage,
  portfolioListPage,
  portfolioMemberships,
  portfoliosApi,
  type ImageSlot,
  type ListedProperty,
} from './pages/portfolioPages';
import { propertyDetailsPage } from './pages/propertyDetailsPage';
import { shell } from './pages/shell';
import { leaveDialog } from './pages/leaveDialog';

// Spec §2 'Portfolios' (the list at '/portfolios', details at '/portfolios/{id}', the form at
// '/add-portfolio'), §4 'Image upload per slot', §5 'Add Portfolio', §8, §9. The journey makes a
// portfolio of its own (the demo's have pictures and properties of their own) and gives it
// properties 35..37, which no other spec file reads.

/** A real, small picture of one colour, made here (the server reads the bytes, not the name). */
const png = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 96, height: 64, channels: 3, background } })
    .png()
    .toBuffer(),
});

const property = (id: number): ListedProperty => ({ id, reference: `PR-${1000 + id}` });
const [P35, P36, P37] = [35, 36, 37].map(property);

/** Spec §9: longer than the list's 200 characters, and without commas, so that its CSV cell needs no quotes. */
const LONG_DESCRIPTION =
  'Four logistics parks on the N3 corridor between Johannesburg and Durban with cross-dock warehouses and yard space ' +
  'for interlinks and rail sidings at two of them; leased to national retailers on long terms with annual escalations ' +
  'of seven percent.';

/** The thumbnail our image endpoint serves beside a display link: what a slot's preview shows. */
const thumbnailOf = (display: string) => display.replace(/\/display\.webp$/, '/thumbnail.webp');

/** The upload's answer: the display link the slot stores, and the thumbnail its preview shows. */
async function uploadedLinks(page: Page) {
  const res = await page.waitForResponse((r) => r.request().method() === 'POST' && isImageUpload(new URL(r.url())));
  expect(res.status()).toBe(200);
  const [display, thumbnail] = ((await res.json()) as { result: { variants: string[] } }).result.variants;
  return { display, thumbnail };
}

/**
 * Uploads a picture into a slot with its request held, so that 'Uploading to the image host...'
 * and the busy button are seen; on the details screen (`portfolioId`) the save of the link is
 * held too, for 'Saving to database...'. Then `done`, the new preview, and Upload disabled.
 */
async function uploadStepByStep(page: Page, slot: ImageSlot, file: Awaited<ReturnType<typeof png>>, done: string, portfolioId?: number) {
  await slot.choose(file);
  await expect(slot.upload).toBeEnabled();
  const upload = await holdRequests(page, isImageUpload, { method: 'POST' });
  const save = portfolioId ? await holdRequests(page, isPortfolioUpdate(portfolioId), { method: 'PUT' }) : undefined;
  const links = uploadedLinks(page);
  await slot.upload.click();

  await expect(slot.status('Uploading to the image host...')).toBeVisible();
  await expect(slot.uploading).toBeDisabled();
  upload.release();
  const { display, thumbnail } = await links;
  if (save) {
    await expect(slot.status('Saving to database...')).toBeVisible();
    save.release();
  }
  await expect(slot.status(done)).toBeVisible();
  await expect(slot.preview).toHaveAttribute('src', thumbnail);
  await expect(slot.upload).toBeDisabled();
  return display;
}

test('a portfolio from Add Portfolio to the list: its pictures, edits, properties and every status on the way', async ({
  loggedIn: page,
}) => {
  test.setTimeout(120_000);
  const api = portfoliosApi(page.request);
  const tag = uniqueName('E2E Portfolio');
  const title = `${tag} Harbour`;
  const form = addPortfolioPage(page);

  await test.step('Add Portfolio: nothing is created without title and description', async () => {
    const posts = recordRequests(page, '/api/portfolios');
    await form.goto();
    await expect(form.heading).toBeVisible();
    await form.submit.click();
    await expect(form.notice('Please fill in title and description')).toBeVisible();
    await expect(page).toHaveURL(form.path);
    expect(posts.filter((request) => request.method() === 'POST')).toEqual([]);
  });

  const links: Record<'hero' | 'image1' | 'image2', string> = { hero: '', image1: '', image2: '' };
  await test.step('Add Portfolio: each slot uploads on its own; a text file named .png is refused by the server', async () => {
    await expect(form.slot('Hero Image').says('No hero image')).toBeVisible();
    await expect(form.slot('Hero Image').upload).toBeDisabled();
    links.hero = await uploadStepByStep(page, form.slot('Hero Image'), await png('hero.png', '#264653'), 'Upload successful!');
    links.image1 = await uploadStepByStep(page, form.slot('Image 1'), await png('lobby.png', '#e9c46a'), 'Upload successful!');
    links.image2 = await uploadStepByStep(page, form.slot('Image 2'), await png('yard.png', '#f4a261'), 'Upload successful!');
    expect(await api.originalName(links.hero)).toMatch(/^portfolio-\d{13}-hero\.png$/);

    const image3 = form.slot('Image 3');
    await image3.choose({ name: 'not-really.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a picture') });
    const refused = page.waitForResponse((r) => isImageUpload(new URL(r.url())));
    await image3.upload.click();
    // 415: the bytes are no image format the server takes.
    expect((await refused).status()).toBe(415);
    await expect(image3.status('Upload failed!')).toBeVisible();
    await expect(image3.says('No image')).toBeVisible();
    await expect(image3.preview).toHaveCount(0);
    // The file is still chosen: another try is a click away.
    await expect(image3.upload).toBeEnabled();
  });

  let id = 0;
  await test.step('Create Portfolio waits while a slot holds a chosen file that was not uploaded, and says so', async () => {
    const posts = recordRequests(page, '/api/portfolios');
    await form.title.fill(title);
    await form.description.fill('Logistics parks on the N3.');
    await form.submit.click();
    await expect(form.notice('Upload the chosen image, or clear it, before creating the portfolio')).toBeVisible();
    const held = form.slot('Image 3').says('Upload the chosen image, or clear it, before creating the portfolio');
    await expect(held).toHaveRole('alert');
    expect(posts.filter((request) => request.method() === 'POST')).toEqual([]);
    await form.slot('Image 3').clear.click();
    await expect(held).toHaveCount(0);
    await expect(form.slot('Image 3').upload).toBeDisabled();
  });

  await test.step("Create Portfolio: 'Creating Portfolio...', then the new portfolio's details with its three pictures", async () => {
    const held = await holdRequests(page, '**/api/portfolios', { method: 'POST' });
    const post = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/portfolios');
    await form.submit.click();
    await expect(form.busy).toBeDisabled();
    held.release();
    const created = await post;
    expect(created.status()).toBe(201);
    expect(created.request().postDataJSON()).toEqual({
      userId: expect.any(Number),
      title,
      description: 'Logistics parks on the N3.',
      heroImageLink: links.hero,
      image1Link: links.image1,
      image2Link: links.image2,
      image3Link: null,
    });
    id = ((await created.json()) as { id: number }).id;
    await expect(form.notice('Portfolio created successfully!')).toBeVisible();
    await expect(page).toHaveURL(`/portfolios/${id}`);

    // The address changes before the details screen replaces Add Portfolio (its record still
    // loading): the slots and title below would otherwise be found on the old screen, and a
    // file chosen there is lost with it (the flaky 'Upload Image 1 stays disabled' under load).
    const details = portfolioDetailsPage(page, id);
    await expect(details.submit).toBeVisible();
    await expect(details.title).toHaveValue(title);
    for (const [label, link] of [
      ['Hero Image', links.hero],
      ['Image 1', links.image1],
      ['Image 2', links.image2],
    ] as const) {
      await expect(details.slot(label).preview).toHaveAttribute('src', thumbnailOf(link));
    }
    await expect(details.slot('Image 3').says('No image')).toBeVisible();
  });

  const details = portfolioDetailsPage(page, id);
  let replaced = '';
  await test.step("Details: a new Image 1 is uploaded and saved; a save the server refuses reads 'Upload successful, but save failed!'", async () => {
    replaced = await uploadStepByStep(
      page,
      details.slot('Image 1'),
      await png('harbour.png', '#2a9d8f'),
      'Upload and save successful!',
      id,
    );
    expect(replaced).not.toBe(links.image1);
    expect(await api.originalName(replaced)).toBe(`portfolio-${id}-harbour.png`);
    expect((await api.get(id)).image1Link).toBe(replaced);

    // The upload goes through; the link the save then sends is one the server refuses.
    await page.route(
      isPortfolioUpdate(id),
      async (route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, image2Link: 'javascript:alert(1)' }) });
      },
      { times: 1 },
    );
    const image2 = details.slot('Image 2');
    await image2.choose(await png('dock.png', '#e76f51'));
    const uploaded = uploadedLinks(page);
    const refused = page.waitForResponse((r) => r.request().method() === 'PUT' && isPortfolioUpdate(id)(new URL(r.url())));
    await image2.upload.click();
    await uploaded;
    expect((await refused).status()).toBe(400);
    await expect(image2.status('Upload successful, but save failed!')).toBeVisible();
    await expect(image2.preview).toHaveAttribute('src', thumbnailOf(links.image2));
    expect((await api.get(id)).image2Link).toBe(links.image2);
  });

  await test.step("Details: a blank title is refused by the server, which a retry would not mend: the notice says to fix the field; then title and description are saved ('Updating...')", async () => {
    await details.title.fill('');
    await details.submit.click();
    await expect(details.notice('Please fix the validation errors before saving.')).toBeVisible();
    await expect(details.helperOf(details.title)).toHaveText('Required');
    expect((await api.get(id)).title).toBe(title);

    await details.title.fill(`${title} Renamed`);
    await details.description.fill(LONG_DESCRIPTION);
    const held = await holdRequests(page, isPortfolioUpdate(id), { method: 'PUT' });
    const put = page.waitForRequest((r) => r.method() === 'PUT' && isPortfolioUpdate(id)(new URL(r.url())));
    await details.submit.click();
    await expect(details.busy).toBeDisabled();
    // Only the two texts: each image slot saves its own link.
    expect((await put).postDataJSON()).toEqual({ userId: expect.any(Number), title: `${title} Renamed`, description: LONG_DESCRIPTION });
    held.release();
    await expect(details.notice('Portfolio updated successfully!')).toBeVisible();

    await page.reload();
    await expect(details.title).toHaveValue(`${title} Renamed`);
    await expect(details.description).toHaveValue(LONG_DESCRIPTION);
    await expect(details.slot('Image 1').preview).toHaveAttribute('src', thumbnailOf(replaced));
    await expect(details.slot('Image 2').preview).toHaveAttribute('src', thumbnailOf(links.image2));
  });

  const { properties } = details;
  await test.step('Details: three properties added by a server search, dragged by mouse and keyboard, one removed', async () => {
    await expect(properties.none).toBeVisible();
    await properties.add(P35.reference, P35);
    await properties.add(P36.reference, P36);
    // By name: the server searches names too.
    const { listingTitle } = await propertyDetailsPage(page, P37.id).record();
    await properties.add(listingTitle, P37);
    await expect.poll(() => api.propertyIds(id)).toEqual([35, 36, 37]);
    // The screen shows the server's order once its list is fetched again, after the API already answers it.
    await expect.poll(() => properties.shownIds()).toEqual([35, 36, 37]);
    await expect(properties.positions).toHaveText(['1', '2', '3']);

    await properties.dragWithMouse(P37, P35, 'before');
    await expect.poll(() => api.propertyIds(id)).toEqual([37, 35, 36]);
    await expect.poll(() => properties.shownIds()).toEqual([37, 35, 36]);

    await properties.dragWithKeyboard(P35, 1);
    await expect.poll(() => api.propertyIds(id)).toEqual([37, 36, 35]);
    await expect.poll(() => properties.shownIds()).toEqual([37, 36, 35]);

    // Removing is confirmed first (the property would lose its place): Cancel keeps it.
    await properties.remove(P36).click();
    const confirm = properties.confirmRemove(P36);
    await expect(confirm.dialog).toContainText('Adding it again puts it at the end of the list');
    if (process.env.SCREENSHOTS) await snap(test, page, 'portfolio-remove-confirm-1280');
    await confirm.cancel.click();
    await expect(confirm.dialog).toBeHidden();
    await expect(properties.row(P36)).toBeVisible();
    await properties.remove(P36).click();
    await confirm.ok.click();
    await expect.poll(() => api.propertyIds(id)).toEqual([37, 35]);

    await page.reload();
    await expect(properties.row(P35)).toBeVisible();
    await expect.poll(() => properties.shownIds()).toEqual([37, 35]);
    await expect(properties.positions).toHaveText(['1', '2']);
    await expect(properties.link(P37)).toHaveAttribute('href', `/properties/${P37.id}`);
  });

  await test.step("The property's Summary tab lists the portfolio as a link", async () => {
    await properties.link(P37).click();
    await expect(page).toHaveURL(propertyDetailsPage(page, P37.id).path);
    await expect(portfolioMemberships(page).getByRole('link', { name: `${title} Renamed`, exact: true })).toHaveAttribute(
      'href',
      `/portfolios/${id}`,
    );
  });

  await test.step('The list: search, the 200-character description, the thumbnail, the property count, sorting by Title, CSV', async () => {
    const other = await api.create({ title: `${tag} Atlas`, description: 'Office parks in Centurion.' });
    const list = portfolioListPage(page);
    await list.goto();
    await expect(list.rows.first()).toBeVisible();
    const found = await list.searchFor(tag);
    expect(found.map((row) => row.id)).toEqual([other.id, id]);
    await expect(list.cells('Title')).toHaveText([other.title, `${title} Renamed`]);

    const row = list.row(`${title} Renamed`);
    await expect(list.cell(row, 'ID')).toHaveText(String(id));
    await expect(list.cell(row, 'Description')).toHaveText(`${LONG_DESCRIPTION.slice(0, 200)}...`);
    await expect(list.cell(row, 'Properties')).toHaveText('2');
    const thumbnail = list.cell(row, 'Hero Image').getByRole('img');
    await expect(thumbnail).toHaveAttribute('src', /\/thumbnail\.webp$/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(list.cell(list.row(other.title), 'Description')).toHaveText('Office parks in Centurion.');
    await expect(list.cell(list.row(other.title), 'Hero Image').getByRole('img', { name: 'No hero image' })).toBeVisible();

    const descending = await list.reloadsAfter(
      () => list.sortButton('Title').click(),
      ({ sort }) => sort[0] === 'title' && sort[1] === 'DESC',
    );
    expect(descending.map((row) => row.id)).toEqual([id, other.id]);
    await expect(list.cells('Title')).toHaveText([`${title} Renamed`, other.title]);

    const lines = await downloadCsv(page, list.exportButton, 'portfolios.csv');
    expect(lines).toEqual([
      'ID,Hero Image,Title,Description,Properties',
      `${id},${links.hero},${title} Renamed,${LONG_DESCRIPTION},2`,
      `${other.id},,${other.title},Office parks in Centurion.,0`,
    ]);
  });
});

listStateTests(test, { open: portfolioListPage, loadError: PORTFOLIO_LIST.loadError });

test("an unknown portfolio reads 'Portfolio not found'; a failed load reads 'Failed to load portfolio details' and Try Again recovers", async ({
  loggedIn: page,
}) => {
  const unknown = portfolioDetailsPage(page, 999999);
  await unknown.goto();
  await expect(unknown.notFound).toBeVisible();
  await expect(unknown.retryButton).toHaveCount(0);
  await expect(unknown.title).toHaveCount(0);

  const details = portfolioDetailsPage(page, 1);
  await page.route('**/api/portfolios/1', (route) => route.abort('connectionfailed'), { times: 1 });
  await details.goto();
  await expect(details.loadError).toBeVisible();
  await expect(details.title).toHaveCount(0);
  await details.retryButton.click();
  await expect(details.title).toHaveValue((await portfoliosApi(page.request).get(1)).title);
  await expect(details.loadError).toHaveCount(0);
});

test('leaving Add Portfolio or Portfolio Details with unsaved typing asks first', async ({ loggedIn: page }) => {
  const add = addPortfolioPage(page);
  await add.goto();
  await expectLeavingAsks(page, add.title, { link: 'Manage Properties', stay: /\/add-portfolio$/ });
  // Confirming leaves (and leaves nothing behind to ask about when the next screen opens).
  await shell(page).sidebarLink('Manage Portfolio').click();
  await leaveDialog(page).leave.click();
  await expect(page).toHaveURL(PORTFOLIO_LIST.path);

  const details = portfolioDetailsPage(page, 1);
  await details.open();
  await expectLeavingAsks(page, details.description, { link: 'Manage Portfolio', stay: /\/portfolios\/1$/ });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('a title of one unbroken 200-character word wraps on Portfolio Details and in the list instead of widening the page', async ({
    loggedIn: page,
  }) => {
    const api = portfoliosApi(page.request);
    const word = `W${uniqueName('Unbroken').replace(/\W/g, '')}`.padEnd(200, 'W');
    const created = await api.create({ title: word, description: 'A portfolio with a very long title.' });

    const details = portfolioDetailsPage(page, created.id);
    await details.goto();
    await expect(details.title).toHaveValue(word);
    expect(await sidewaysScrolling(page)).toEqual([]);
    await expect(details.backLink).toHaveAttribute('href', '/portfolios');

    const list = portfolioListPage(page);
    await list.goto();
    await list.searchFor(word);
    await expect(page.getByRole('link', { name: word, exact: true })).toBeVisible();
    expect(await sidewaysScrolling(page)).toEqual([]);
  });
});
