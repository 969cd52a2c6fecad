import { expect, test } from './fixtures';
import { apiFailure, recordRequests } from './helpers/network';
import { organisationAddTests, organisationDetailsTests } from './helpers/organisationFormTests';
import { expectLeavingAsks } from './helpers/unsavedChanges';
import { addSellerPage, newSeller, SELLER_UPDATE_FAILURES, sellerEditPage, SELLERS, sellersApi } from './pages/sellerPages';

// Spec §2 'Seller Details' and 'Add Seller', §5 'Seller contact number', 'Seller edit', 'Add
// Seller', §8 Sellers. Each test works on a seller it creates (other spec files may read
// sellers 1..3).

test.describe('seller details', () => {
  organisationDetailsTests(test, SELLERS, {
    edit: {
      changes: {
        contactPerson: 'Sipho Dlamini',
        contactNumber: '+27 82 555 0199',
        emailAddress: 'sipho@renamed.example.com',
        description: '',
      },
      // Spec §3: an empty description is sent as 'Not captured'.
      sent: {
        contactPerson: 'Sipho Dlamini',
        contactNumber: '+27 82 555 0199',
        emailAddress: 'sipho@renamed.example.com',
        description: 'Not captured',
      },
    },
    // The browser's own error for a lost connection is 'Failed to fetch'; a 500 reads 'HTTP
    // error! status: 500' or the server's message; anything else is quoted.
    updateFailures: [
      { name: 'no connection', fail: (route) => route.abort('failed'), message: SELLER_UPDATE_FAILURES.network },
      {
        name: 'a server error',
        fail: (route) => route.fulfill(apiFailure(500, 'Internal server error')),
        message: SELLER_UPDATE_FAILURES.server,
      },
      {
        name: 'a refused request',
        fail: (route) => route.fulfill(apiFailure(400, 'Invalid request: the seller is locked')),
        message: SELLER_UPDATE_FAILURES.other('Invalid request: the seller is locked'),
      },
    ],
  });

  test('the contact number takes no more than 20 characters and counts them; a bad email is refused on the form: its message, the notice, and nothing saved', async ({
    loggedIn: page,
  }) => {
    const created = await sellersApi(page.request).create(newSeller('BadEmail'));
    const details = sellerEditPage(page, created.id);
    const puts = recordRequests(page, '/api/seller-companies');
    await details.goto();
    await expect(details.name).toHaveValue(created.name);
    await expect(details.counter).toHaveText('12/20');

    await details.contactNumber.fill('');
    await expect(details.counter).toHaveText('0/20');
    await details.contactNumber.pressSequentially('0123456789012345678901234');
    await expect(details.contactNumber).toHaveValue('01234567890123456789');
    await expect(details.counter).toHaveText('20/20');

    await details.emailAddress.fill('not-an-email@nowhere');
    await details.submit.click();
    await expect(details.helperOf(details.emailAddress)).toHaveText('Please enter a valid email address');
    await expect(details.notice('Please fix the validation errors before saving.')).toBeVisible();
    expect(puts.filter((request) => request.method() === 'PUT')).toHaveLength(0);

    // An email may be left out altogether on the edit.
    await details.emailAddress.fill('');
    await details.submit.click();
    await expect(details.notice('Seller updated successfully!')).toBeVisible();
    const saved = await sellersApi(page.request).get(created.id);
    expect(saved.emailAddress).toBeNull();
    expect(saved.contactNumber).toBe('01234567890123456789');
  });

  test('leaving with unsaved changes asks first', async ({ loggedIn: page }) => {
    const created = await sellersApi(page.request).create(newSeller('Unsaved'));
    const details = sellerEditPage(page, created.id);
    await details.goto();
    await expectLeavingAsks(page, details.contactPerson, { link: 'Manage Seller', stay: details.path });
  });
});

test.describe('add seller', () => {
  organisationAddTests(test, SELLERS, { badEmail: 'lindi@example', blankDescription: 'Not captured' });

  test("a failed create reads 'Failed to create seller. Please try again.' and stays on the form", async ({ loggedIn: page }) => {
    const form = addSellerPage(page);
    const values = newSeller('CreateFail');
    await form.goto();
    await form.fill(values);
    await page.route('**/api/seller-companies', (route) => route.fulfill(apiFailure(500, 'Boom')), { times: 1 });
    await form.submit.click();

    await expect(form.notice('Failed to create seller. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(form.path);
    await expect(form.name).toHaveValue(values.name);
    expect(await sellersApi(page.request).find(values.name)).toEqual([]);
  });
});
