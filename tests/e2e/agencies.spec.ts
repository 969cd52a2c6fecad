import { expect, test } from './fixtures';
import { apiFailure, recordRequests } from './helpers/network';
import { organisationAddTests, organisationDetailsTests } from './helpers/organisationFormTests';
import { organisationListTests } from './helpers/organisationListTests';
import { addAgencyPage, AGENCIES, agenciesApi, agencyEditPage, newAgency, type AgencyRow } from './pages/agencyPages';

// Spec §2 'Agencies' (the list at '/agents', details at '/agencies/{id}'), §5 'Agency and
// portfolio edits: no validation is shown', §8 Agencies; '/add-agent' is the Add Agency form,
// validated like Add Seller. Other spec files may read agencies 1..3 and add their own, so each
// test works on agencies it creates (unique names) and compares the list with the API's answer.

test.describe('manage agencies', () => {
  organisationListTests(test, AGENCIES, {
    atLeast: 8,
    cellsOf: (row: AgencyRow) => ({
      ID: String(row.id),
      'Agency Name': row.agencyName,
      Description: row.description ?? '',
      'Contact Person': row.contactPerson ?? '',
      'Contact Number': row.contactNumber ?? '',
      Email: row.emailAddress ?? '',
      Status: row.isActive ? 'Active' : 'Inactive',
    }),
  });
});

test.describe('agency details', () => {
  organisationDetailsTests(test, AGENCIES, {
    edit: {
      changes: {
        description: 'Now also covering Centurion.',
        contactPerson: 'Naledi Khumalo',
        contactNumber: '',
        emailAddress: 'naledi@renamed.example.com',
      },
      sent: {
        description: 'Now also covering Centurion.',
        contactPerson: 'Naledi Khumalo',
        contactNumber: null,
        emailAddress: 'naledi@renamed.example.com',
      },
    },
    updateFailures: [
      {
        name: 'a server error',
        fail: (route) => route.fulfill(apiFailure(500, 'Boom')),
        message: 'Failed to update agency. Please try again.',
      },
    ],
  });

  test("the form itself checks nothing (spec §5): the server's refusal shows under the field, and the notice says to fix it rather than to try again", async ({
    loggedIn: page,
  }) => {
    const created = await agenciesApi(page.request).create(newAgency('ServerCheck'));
    const details = agencyEditPage(page, created.id);
    const puts = recordRequests(page, '/api/agencies/');
    await details.goto();
    await details.emailAddress.fill('not-an-email');
    await details.submit.click();

    await expect(details.notice('Please fix the validation errors before saving.')).toBeVisible();
    expect(puts.filter((request) => request.method() === 'PUT')).toHaveLength(1);
    await expect(details.helperOf(details.emailAddress)).toHaveText('Please enter a valid email address');
    expect((await agenciesApi(page.request).get(created.id)).emailAddress).toBe(created.emailAddress);
  });
});

test.describe('add agency', () => {
  organisationAddTests(test, AGENCIES, { badEmail: 'ayesha at example.com' });

  test('a name already taken is refused: the notice, and the reason under the name', async ({ loggedIn: page }) => {
    const existing = await agenciesApi(page.request).create(newAgency('Taken'));
    const form = addAgencyPage(page);
    await form.goto();
    await form.fill(newAgency('Taken again', { name: existing.name.toUpperCase() }));
    await form.submit.click();

    await expect(form.notice('Please fix the validation errors before saving.')).toBeVisible();
    await expect(form.helperOf(form.name)).toHaveText('Already taken');
    await expect(page).toHaveURL(form.path);
  });
});
