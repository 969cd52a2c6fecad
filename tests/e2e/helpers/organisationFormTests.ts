import type { Route } from '@playwright/test';
import { expect, type test as fixturesTest } from '../fixtures';
import {
  organisationPages,
  uniqueName,
  type NewOrganisation,
  type OrganisationScreens,
  type SharedColumn,
} from '../pages/organisationPages';
import { apiFailure, holdRequests, recordRequests } from './network';
import { createdNoticeLink } from './notices';

/**
 * The form tests Seller Details / Add Seller and Agency Details / Add Agency share (spec §2, §5
 * and §8). Each test works on a record it creates: other spec files read the demo's.
 */

type Field = 'name' | 'contactPerson' | 'contactNumber' | 'emailAddress' | 'description';
const FIELDS: Field[] = ['name', 'contactPerson', 'contactNumber', 'emailAddress', 'description'];

type FormPage = ReturnType<ReturnType<typeof organisationPages>['add']>;

/** Each input of the form reads its value in `values` (those left out are not checked). */
async function expectValues(form: FormPage, values: Partial<Record<Field, string>>) {
  for (const field of FIELDS) if (values[field] !== undefined) await expect(form[field], field).toHaveValue(values[field]);
}

/** '12/20' under the contact number. */
const counterOf = (value: string | null | undefined) => `${(value ?? '').length}/20`;

interface UpdateFailure {
  name: string;
  fail: (route: Route) => Promise<void>;
  message: string;
}

export interface DetailsChecks {
  /** The values typed over a new record's, and what the update then sends for them (a blank may become null or a default). */
  edit: { changes: Partial<Record<Exclude<Field, 'name'>, string>>; sent: Partial<Record<Exclude<Field, 'name'>, string | null>> };
  updateFailures: UpdateFailure[];
}

export function organisationDetailsTests<Column extends string>(
  test: typeof fixturesTest,
  screens: OrganisationScreens<Column | SharedColumn>,
  checks: DetailsChecks,
) {
  const pages = organisationPages(screens);
  const { noun, details, notices } = screens;
  const isUpdate = (id: number) => (request: { method(): string; url(): string }) =>
    request.method() === 'PUT' && screens.isUpdate(id)(new URL(request.url()));

  /** A record of the test's own, and its details screen. */
  const open = async (page: Parameters<typeof pages.edit>[0], tag: string) => {
    const values = screens.newRecord(tag);
    const created = await pages.api(page.request).create(values);
    const form = pages.edit(page, created.id);
    await form.goto();
    return { values, created, form };
  };

  test(`an edit is saved with the spec body, '${details.busy}' while it is sent, then '${notices.updated}', and it survives a reload`, async ({
    loggedIn: page,
  }) => {
    const { values, created, form } = await open(page, 'Edit');
    await expect(form.heading).toBeVisible();
    await expect(form.backLink).toHaveAttribute('href', screens.list.path);
    await expectValues(form, values);
    await expect(form.counter).toHaveText(counterOf(values.contactNumber));
    await expect(form.active).toBeChecked();

    const renamed = uniqueName(`E2E ${noun} Renamed`);
    await form.fill({ name: renamed, ...checks.edit.changes });
    await expect(form.counter).toHaveText(counterOf(checks.edit.changes.contactNumber ?? values.contactNumber));
    await form.active.uncheck();
    const held = await holdRequests(page, screens.isUpdate(created.id));
    const put = page.waitForRequest(isUpdate(created.id));
    await form.submit.click();

    await expect(form.busy).toBeVisible();
    await expect(form.busy).toBeDisabled();
    expect((await put).postDataJSON()).toEqual({
      userId: expect.any(Number),
      [screens.nameField]: renamed,
      ...checks.edit.sent,
      isActive: false,
    });
    held.release();
    await expect(form.notice(notices.updated)).toBeVisible();
    await expect(form.submit).toBeVisible();

    // A reload shows what was sent (a field sent as null is empty).
    await page.reload();
    const stored = Object.fromEntries(Object.entries(checks.edit.sent).map(([field, value]) => [field, value ?? '']));
    await expectValues(form, { name: renamed, ...stored });
    await expect(form.counter).toHaveText(counterOf(stored.contactNumber));
    await expect(form.active).not.toBeChecked();
  });

  const failures = checks.updateFailures.map(({ name, message }) => `with ${name} reads '${message}'`).join('; ');
  test(`an update failing ${failures}: the typing stays and nothing is saved`, async ({ loggedIn: page }) => {
    const { values, created, form } = await open(page, 'Fail');
    await form.contactPerson.fill('Never Saved');
    // Each failure in turn on the same form: the messages differ, so each notice is its own.
    for (const { fail, message } of checks.updateFailures) {
      await page.route(screens.isUpdate(created.id), fail, { times: 1 });
      await form.submit.click();
      await expect(form.notice(message)).toBeVisible();
      await expect(form.contactPerson).toHaveValue('Never Saved');
    }
    expect((await pages.api(page.request).get(created.id)).contactPerson).toBe(values.contactPerson);
  });

  test(`an unknown ${noun.toLowerCase()} reads '${details.notFound}'`, async ({ loggedIn: page }) => {
    const form = pages.edit(page, 987654);
    await form.goto();
    await expect(form.notFound).toBeVisible();
    await expect(form.name).toHaveCount(0);
  });

  test(`a failed load reads '${details.loadError}' and Try Again recovers`, async ({ loggedIn: page }) => {
    const created = await pages.api(page.request).create(screens.newRecord('LoadFail'));
    const form = pages.edit(page, created.id);
    await page.route(`**/api${screens.apiPath}/${created.id}`, (route) => route.fulfill(apiFailure(500, 'Boom')), { times: 1 });
    await form.goto();

    await expect(form.loadError).toBeVisible();
    await expect(form.name).toHaveCount(0);
    await form.retryButton.click();
    await expect(form.name).toHaveValue(created.name);
    await expect(form.loadError).toHaveCount(0);
  });
}

export interface AddChecks {
  /** An email the form refuses. */
  badEmail: string;
  /** What an empty description is sent and shown as ('Not captured' for a seller); without it the test sends one. */
  blankDescription?: string;
}

export function organisationAddTests<Column extends string>(
  test: typeof fixturesTest,
  screens: OrganisationScreens<Column | SharedColumn>,
  checks: AddChecks,
) {
  const pages = organisationPages(screens);
  const { noun, add, notices, list: listScreen } = screens;
  const createPath = `/api${screens.apiPath}`;
  const posts = (page: Parameters<typeof pages.add>[0]) => {
    const seen = recordRequests(page, createPath);
    return () => seen.filter((request) => request.method() === 'POST');
  };

  test("an empty form reads 'Please fill in all fields'; a bad email reads 'Please enter a valid email address'; the number stops at 20 with its counter; nothing is sent", async ({
    loggedIn: page,
  }) => {
    const form = pages.add(page);
    const posted = posts(page);
    await form.goto();
    await expect(form.heading).toBeVisible();
    await expect(form.counter).toHaveText('0/20');
    await form.submit.click();

    await expect(form.notice('Please fill in all fields')).toBeVisible();
    for (const input of [form.name, form.contactPerson, form.contactNumber, form.emailAddress]) {
      await expect(form.helperOf(input)).toHaveText('Required');
    }
    await expect(page).toHaveURL(form.path);

    await form.fill({ name: uniqueName(`E2E ${noun} BadEmail`), contactPerson: 'Lindi Mokoena', emailAddress: checks.badEmail });
    await form.contactNumber.pressSequentially('+27 21 555 0100 ext 42');
    await expect(form.contactNumber).toHaveValue('+27 21 555 0100 ext ');
    await expect(form.counter).toHaveText('20/20');
    await form.submit.click();

    await expect(form.notice('Please enter a valid email address')).toBeVisible();
    await expect(form.helperOf(form.emailAddress)).toHaveText('Please enter a valid email address');
    await expect(page).toHaveURL(form.path);
    expect(posted()).toHaveLength(0);
  });

  const blank = checks.blankDescription;
  const described = blank ? `, an empty description sent as '${blank}'` : '';
  test(`'${add.busy}' while it is sent; then '${notices.created}' and ${listScreen.path} with the new ${noun.toLowerCase()}${described}`, async ({
    loggedIn: page,
  }) => {
    const values: NewOrganisation = screens.newRecord('Create', blank ? { description: '' } : {});
    const description = blank ?? values.description;
    const form = pages.add(page);
    await form.goto();
    await form.fill(values);
    const held = await holdRequests(page, `**${createPath}`);
    const post = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === createPath);
    await form.submit.click();

    await expect(form.busy).toBeVisible();
    await expect(form.busy).toBeDisabled();
    const { name, contactPerson, contactNumber, emailAddress } = values;
    expect((await post).postDataJSON()).toEqual({
      userId: expect.any(Number),
      [screens.nameField]: name,
      contactPerson,
      contactNumber,
      emailAddress,
      description,
      isActive: true,
    });
    held.release();
    await expect(form.notice(notices.created)).toBeVisible();
    await expect(page).toHaveURL(listScreen.path);

    const list = pages.list(page);
    await list.searchFor(name);
    const row = list.row(name);
    await expect(list.cell(row, 'Description')).toHaveText(description!);
    await expect(list.cell(row, 'Status')).toHaveText('Active');
    const [stored] = await pages.api(page.request).find(name);
    expect(stored).toMatchObject({ name, contactPerson, description, isActive: true });

    // The list may show it on another page: the notice links to the new record.
    await expect(createdNoticeLink(page, notices.created)).toHaveAttribute('href', screens.detailsPath(stored.id));
  });
}
