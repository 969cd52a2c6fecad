import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { smallPdf } from '../../server/demo/small-pdf';
import { DEMO_ADMIN, expect, test } from './fixtures';
import { recordRequests } from './helpers/network';
import { snap } from './helpers/screens';
import { downloadOf } from './pages/dataRoomPages';
import { propertyDetailsPage } from './pages/propertyDetailsPage';
import { VAULT_TEXTS as TEXTS, vaultTab } from './pages/vaultPages';

// Spec §2 'Vault tab', §4 'NDA per round', 'Discrete access', §5 'NDA link', 'Custom NDA',
// 'User search', §7 PUT /properties/{id}/signed-doc-url, POST /ndaregister/upload. Property 11
// is this file's own (no other spec file opens it): the demo leaves it neither active nor
// discrete, with NDAs of other buyers than the ones used here, and no NDA link.
const PROPERTY = 11;
/** Demo buyers with no NDA and no discrete access on property 11. */
const NDA_BUYER = 'Melinda Dixon';
const DISCRETE_BUYER = 'Kerry Bromfield';

const isBuyerSearch = (url: URL) => url.pathname === '/api/users' && url.searchParams.has('searchCriteria');

test('the Vault tab: NDA link, a custom NDA accepted and rejected per round, and discrete access once active and discrete', async ({
  loggedIn: page,
}) => {
  test.setTimeout(60_000);
  const details = propertyDetailsPage(page, PROPERTY);
  const vault = vaultTab(page, PROPERTY);
  const before = await details.record();
  expect(before.isActive && before.isDiscrete, 'the demo leaves the property not both active and discrete').toBe(false);

  await test.step("NDA link: empty and 'javascript:' refused unsent; an https link saved, shown after a reload to open in a new tab", async () => {
    const { ndaLink } = vault;
    const link = `https://sign.example.com/nda/${PROPERTY}?v=${Date.now()}`;
    const writes = recordRequests(page, `/api/properties/${PROPERTY}/signed-doc-url`);
    await vault.goto();

    await ndaLink.submit.click();
    await expect(ndaLink.says(TEXTS.ndaLink.required)).toBeVisible();
    await expect(ndaLink.input).toHaveAttribute('aria-invalid', 'true');

    await ndaLink.input.fill('javascript:alert(1)');
    await expect(ndaLink.says(TEXTS.ndaLink.required)).toBeHidden();
    await ndaLink.submit.click();
    await expect(ndaLink.says(new RegExp(`^${TEXTS.ndaLink.invalid.replace(/[()]/g, '\\$&')}`))).toBeVisible();
    await expect(ndaLink.input).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);

    await ndaLink.input.fill(link);
    await ndaLink.submit.click();
    await expect(vault.notice(TEXTS.ndaLink.saved)).toBeVisible();
    expect(writes.map((request) => [request.method(), request.postDataJSON()?.signedDocUrl])).toEqual([['PUT', link]]);
    await expect(ndaLink.input).toHaveValue('');

    await page.reload();
    const current = ndaLink.current(link);
    await expect(current).toHaveAttribute('href', link);
    await expect(current).toHaveAttribute('target', '_blank');
    await expect(current).toHaveAttribute('rel', /noopener/);
    expect((await details.record()).signedDocUrl).toBe(link);
  });

  const fileName = 'melinda-dixon-signed-nda.pdf';
  const bytes = smallPdf('Non-disclosure agreement', `${NDA_BUYER}, property ${PROPERTY}`);
  const filePath = path.join(test.info().outputPath('nda'), fileName);
  await mkdir(path.dirname(filePath), { recursive: true });
  await writeFile(filePath, bytes);

  await test.step('Custom NDA: buyer and file required; a PDF uploaded for a buyer found by name joins the signatories, pending, and downloads as sent', async () => {
    const { customNda, signatories } = vault;
    const uploads = recordRequests(page, '/api/ndaregister/upload');
    await expect(signatories.row(NDA_BUYER)).toHaveCount(0);

    await customNda.submit.click();
    await expect(customNda.says(TEXTS.customNda.userRequired)).toBeVisible();
    await customNda.buyer.choose('Melin', NDA_BUYER);
    await expect(customNda.says(TEXTS.customNda.userRequired)).toBeHidden();
    await customNda.submit.click();
    await expect(customNda.says(TEXTS.customNda.fileRequired)).toBeVisible();
    expect(uploads).toEqual([]);

    await customNda.file.setInputFiles(filePath);
    // The chosen file's name, beside the types taken.
    await expect(customNda.region.getByText(`${fileName} (PDF, DOC or DOCX)`, { exact: true })).toBeVisible();
    await expect(customNda.says(TEXTS.customNda.fileRequired)).toBeHidden();
    await customNda.submit.click();
    await expect(vault.notice(TEXTS.customNda.done(NDA_BUYER))).toBeVisible();
    expect(uploads).toHaveLength(1);
    await expect(customNda.buyer.input).toHaveValue('');

    const row = signatories.row(NDA_BUYER);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: NDA_BUYER, exact: true })).toHaveAttribute('href', /^\/users\/\d+$/);
    await expect(row).toContainText(`Added by ${DEMO_ADMIN.fullName} on `);
    await expect(signatories.round(NDA_BUYER, 1).badge).toHaveText(TEXTS.signatories.states.pending);
    await expect(signatories.round(NDA_BUYER, 2).badge).toHaveText(TEXTS.signatories.states.pending);

    const downloaded = await downloadOf(page, () => signatories.download(fileName).click());
    expect(downloaded.name).toBe(fileName);
    expect(downloaded.bytes.equals(bytes)).toBe(true);
  });

  await test.step('Decisions: round 1 accepted and round 2 rejected after confirming, kept after a reload, and listed in the history by the admin', async () => {
    const { signatories } = vault;
    const [round1, round2] = [signatories.round(NDA_BUYER, 1), signatories.round(NDA_BUYER, 2)];

    // Cancelling decides nothing.
    await round1.button('Accept').click();
    const accept = signatories.confirm('Accept', 1);
    await expect(accept.dialog).toContainText(`${NDA_BUYER} will be able to enter round 1 of the data room under '${fileName}'.`);
    await accept.cancel.click();
    await expect(accept.dialog).toBeHidden();
    await expect(round1.badge).toHaveText(TEXTS.signatories.states.pending);

    // Round 2 may be accepted first, but its confirmation says round 1 is not accepted yet.
    await round2.button('Accept').click();
    const early = signatories.confirm('Accept', 2);
    await expect(early.dialog).toContainText('Round 1 of this NDA is still pending.');
    await early.cancel.click();
    await expect(early.dialog).toBeHidden();
    await expect(round2.badge).toHaveText(TEXTS.signatories.states.pending);

    await round1.button('Accept').click();
    await expect(accept.dialog).not.toContainText('Round 1 of this NDA');
    await accept.ok.click();
    await expect(accept.dialog).toBeHidden();
    await expect(vault.notice(TEXTS.signatories.decided('Accepted', 1, NDA_BUYER))).toBeVisible();
    await expect(round1.badge).toHaveText(TEXTS.signatories.states.accepted);
    await expect(round1.button('Accept')).toBeDisabled();

    await round2.button('Reject').click();
    const reject = signatories.confirm('Reject', 2);
    await expect(reject.dialog).toContainText(`${NDA_BUYER} will not be able to enter round 2`);
    await reject.ok.click();
    await expect(reject.dialog).toBeHidden();
    await expect(vault.notice(TEXTS.signatories.decided('Rejected', 2, NDA_BUYER))).toBeVisible();
    await expect(round2.badge).toHaveText(TEXTS.signatories.states.rejected);
    await expect(round1.badge).toHaveText(TEXTS.signatories.states.accepted);

    await page.reload();
    await expect(round1.badge).toHaveText(TEXTS.signatories.states.accepted);
    await expect(round2.badge).toHaveText(TEXTS.signatories.states.rejected);
    await expect(round1.button('Accept')).toBeDisabled();
    await expect(round2.button('Reject')).toBeDisabled();
    await expect(round2.button('Accept')).toBeEnabled();

    await signatories.showHistory(NDA_BUYER).click();
    const history = signatories.history(NDA_BUYER);
    await expect(history.lines).toHaveText([
      new RegExp(`^Rejected round 2 by ${DEMO_ADMIN.fullName} on `),
      new RegExp(`^Accepted round 1 by ${DEMO_ADMIN.fullName} on `),
    ]);
    await history.close.click();
    await expect(history.dialog).toBeHidden();
  });

  await test.step('Discrete users: the notice until the Headers tab makes the property active and discrete; then a buyer granted and removed', async () => {
    const { discrete } = vault;
    await expect(discrete.notice).toBeVisible();
    await expect(discrete.buyer.input).toHaveCount(0);
    await expect(discrete.grant).toHaveCount(0);

    await details.openTab('Headers');
    await details.flag('Published').setChecked(true);
    await details.flag('Discrete List').setChecked(true);
    await details.saveChanges.click();
    await expect(details.notice('Property updated successfully!')).toBeVisible();
    expect(await details.record()).toMatchObject({ isActive: true, isDiscrete: true });

    await details.openTab('Vault');
    await expect(page).toHaveURL(vault.path);
    await expect(discrete.buyer.input).toBeVisible();
    await expect(discrete.notice).toHaveCount(0);
    await expect(discrete.says(TEXTS.discrete.empty)).toBeVisible();
    await expect(discrete.grant).toBeDisabled();

    const searches = recordRequests(page, '/api/users');
    const searched = () => searches.filter((request) => isBuyerSearch(new URL(request.url())));
    await discrete.buyer.input.pressSequentially('Br');
    await expect(discrete.buyer.says(TEXTS.buyerSearch.tooShort)).toBeVisible();
    // The rest in one burst, faster than the search waits: one request, for the whole text.
    const answered = page.waitForResponse((response) => isBuyerSearch(new URL(response.url())));
    await discrete.buyer.input.pressSequentially('omfield');
    expect(new URL((await answered).url()).searchParams.get('searchCriteria')).toBe('Bromfield');
    await discrete.buyer.option(DISCRETE_BUYER).click();
    await expect(discrete.buyer.input).toHaveValue(DISCRETE_BUYER);
    expect(searched().map((request) => new URL(request.url()).searchParams.get('searchCriteria'))).toEqual(['Bromfield']);

    await discrete.grant.click();
    await expect(vault.notice(TEXTS.discrete.granted(DISCRETE_BUYER))).toBeVisible();
    await expect(discrete.user(DISCRETE_BUYER)).toHaveAttribute('href', /^\/users\/\d+$/);
    await expect(discrete.buyer.input).toHaveValue('');

    await discrete.remove(DISCRETE_BUYER).click();
    const confirm = discrete.confirmRemove(DISCRETE_BUYER);
    await expect(confirm.dialog).toContainText('This cannot be undone');
    if (process.env.SCREENSHOTS) await snap(test, page, 'discrete-remove-confirm-1280');
    await confirm.ok.click();
    await expect(vault.notice(TEXTS.discrete.removed(DISCRETE_BUYER))).toBeVisible();
    await expect(discrete.user(DISCRETE_BUYER)).toHaveCount(0);
    await expect(discrete.says(TEXTS.discrete.empty)).toBeVisible();
  });
});
