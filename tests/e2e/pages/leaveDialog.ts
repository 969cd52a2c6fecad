import type { Page } from '@playwright/test';

/** The app's 'Leave this page?' dialog, which holds a navigation back while work would be lost. */
export function leaveDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
  return {
    dialog,
    stay: dialog.getByRole('button', { name: 'Stay', exact: true }),
    leave: dialog.getByRole('button', { name: 'Leave', exact: true }),
  };
}
