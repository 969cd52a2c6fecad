import { selectOption } from '../helpers/selectOption';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { UserRow } from './userListPage';

/** The text inputs of the user form, by label. */
type UserText = 'First Name' | 'Last Name' | 'Email Address' | 'Cell Number' | 'Company Name' | 'Notes';
/** Its dropdowns. */
type UserSelect = 'Role Type' | 'Agency' | 'Seller Company';

/** A new user as POST /api/users takes it. */
export interface NewUser {
  firstName: string;
  lastName: string;
  emailAddress: string;
  userRoleTypeId: number;
  agencyId?: number | null;
  cellNumber?: string | null;
  companyName?: string | null;
  notes?: string | null;
  password?: string;
}

/** Role type ids of the reference data (spec §9: 5 buyer, 6 agent). */
export const ROLE = { administrator: 1, buyer: 5, agent: 6 } as const;

/** An email nobody else has: each test's users are its own. */
export const uniqueEmail = (tag: string) => `e2e.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.test`;

/** The users API, for a test's own data and for reading back what a screen saved. */
export function usersApi(request: APIRequestContext) {
  return {
    async create(user: NewUser): Promise<UserRow> {
      const res = await request.post('/api/users', { data: user });
      expect(res.status(), await res.text()).toBe(201);
      return res.json();
    },
    async get(id: number): Promise<UserRow> {
      const res = await request.get(`/api/users/${id}`);
      expect(res.status()).toBe(200);
      return res.json();
    },
    /** Users whose name or email contains `q`, as the list's search finds them. */
    async find(q: string): Promise<UserRow[]> {
      const res = await request.get(`/api/users?filter=${encodeURIComponent(JSON.stringify({ q }))}`);
      expect(res.status()).toBe(200);
      return res.json();
    },
  };
}

/**
 * The inputs shared by 'User Details' and 'Add User' (spec §2: the same fields), found by their
 * labels. A dropdown is a combobox named by its label and then its value ('Agency Meridian
 * Property Group'); a required one's label ends with an asterisk.
 */
function userFormFields(page: Page) {
  const select = (label: UserSelect) => page.getByRole('combobox', { name: new RegExp(`^${label}\\b`) });
  const text = (label: UserText) => page.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
  return {
    text,
    select,
    /** The message under an input (its helper text or error). */
    helperOf: (input: Locator) =>
      input.locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]').locator('.MuiFormHelperText-root'),
    /** The value a dropdown shows ('' when none). */
    async selected(label: UserSelect) {
      return ((await select(label).textContent()) ?? '').replace(/[\u200b\u2003]/g, '').trim();
    },
    choose: (label: UserSelect, option: string) => selectOption(page, select(label), option),
    saveButton: page.getByRole('button', { name: 'Save', exact: true }),
    /** react-admin's notice (success or failure). */
    notice: (message: string) => page.getByRole('alert').filter({ hasText: message }),
  };
}

/** '/users/{id}': spec §2 'User Details', its states and the reset-password form. */
export function userEditPage(page: Page, id: number) {
  const form = userFormFields(page);
  const reset = page.getByRole('region', { name: 'Reset Password' });
  const loadError = page.getByRole('alert').filter({ hasText: 'Failed to load user details' });
  return {
    ...form,
    path: `/users/${id}`,
    heading: page.getByRole('heading', { name: 'User Details', exact: true }),
    loadError,
    retryButton: loadError.getByRole('button', { name: 'Try Again', exact: true }),
    notFound: page.getByRole('alert').filter({ hasText: 'User not found' }),
    roleTypesError: page.getByRole('alert').filter({ hasText: 'Failed to load role types' }),
    reset,
    newPassword: reset.getByLabel('New Password'),
    /** The Active switch (issue 28): off deactivates the user. */
    active: page.getByRole('switch', { name: 'Active' }),
    /** What the switch does, or why it is locked. */
    activeHelp: page.getByRole('region', { name: 'Access' }).locator('.MuiFormHelperText-root'),
    updatePassword: reset.getByRole('button', { name: 'Update Password', exact: true }),

    async goto() {
      await page.goto(`/users/${id}`);
    },

    /** Loaded once the role type shows the user's role. */
    async expectLoaded() {
      await expect(form.text('First Name')).toBeVisible();
      await expect(form.select('Role Type')).toBeVisible();
    },
  };
}

/** '/add-user': spec §2 'Add User', the same fields plus an optional first password. */
export function userCreatePage(page: Page) {
  const form = userFormFields(page);
  return {
    ...form,
    path: '/add-user',
    heading: page.getByRole('heading', { name: 'Add User', exact: true }),
    password: page.getByLabel('Password', { exact: true }),

    async goto() {
      await page.goto('/add-user');
      // Every list has arrived once the dropdowns are comboboxes.
      await form.select('Role Type').waitFor();
      await form.select('Seller Company').waitFor();
    },

    async fill(user: {
      firstName: string;
      lastName: string;
      emailAddress: string;
      role: string;
      agency?: string;
      cellNumber?: string;
      notes?: string;
    }) {
      await form.choose('Role Type', user.role);
      if (user.agency) await form.choose('Agency', user.agency);
      await form.text('First Name').fill(user.firstName);
      await form.text('Last Name').fill(user.lastName);
      await form.text('Email Address').fill(user.emailAddress);
      if (user.cellNumber) await form.text('Cell Number').fill(user.cellNumber);
      if (user.notes) await form.text('Notes').fill(user.notes);
    },
  };
}
