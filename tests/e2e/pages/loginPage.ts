import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../fixtures';

export interface LoginCredentials {
  email: string;
  password: string;
}

/** Whether the browser's own validation holds this field back ('required' and empty). */
const isMissing = (field: Locator) => field.evaluate((input: HTMLInputElement) => input.validity.valueMissing);

/**
 * The login screen (spec §2 'Login and session'). It is shown at whatever address was opened
 * without a session, so `goto` takes any path.
 */
export function loginPage(page: Page) {
  const screen = page.getByRole('main').filter({ has: page.getByRole('heading', { name: 'Log in' }) });
  // MUI appends ' *' to a required field's label.
  const email = screen.getByLabel('Email');
  const password = screen.getByLabel('Password');
  const loginButton = screen.getByRole('button', { name: 'Login', exact: true });
  const busyButton = screen.getByRole('button', { name: 'Logging in...', exact: true });

  const fill = async ({ email: emailAddress, password: secret }: LoginCredentials) => {
    await email.fill(emailAddress);
    await password.fill(secret);
  };
  const submit = () => loginButton.click();

  return {
    screen,
    email,
    password,
    loginButton,
    busyButton,
    /** The failure message (spec §8: every login failure reads the same). */
    error: screen.getByRole('alert'),
    /** Shown while the session is being checked, before either the login screen or the admin area. */
    loadingScreen: page.getByRole('status').filter({ hasText: 'Loading...' }),

    async goto(path = '/') {
      await page.goto(path);
    },

    fill,
    submit,

    async logIn(credentials: LoginCredentials = DEMO_ADMIN) {
      await fill(credentials);
      await submit();
    },

    async expectShown() {
      await expect(screen).toBeVisible();
      await expect(email).toBeVisible();
      await expect(password).toBeVisible();
      await expect(loginButton).toBeEnabled();
    },

    isMissing,
  };
}
