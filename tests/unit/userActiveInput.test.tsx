import { render, screen } from '@testing-library/react';
import { AdminContext, Form, memoryStore, RecordContextProvider, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserActiveInput } from '../../src/resources/users/UserActiveInput';
import { ADMIN, sessionAs } from './sessionAs';

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

/** User Details' switch for `user`, with the demo admin (id 1) logged in. */
async function renderFor(user: { id: number; isActive: boolean }) {
  render(
    <AdminContext dataProvider={testDataProvider()} authProvider={await sessionAs(ADMIN)} store={memoryStore()}>
      <RecordContextProvider value={user}>
        <Form record={user}>
          <UserActiveInput />
        </Form>
      </RecordContextProvider>
    </AdminContext>,
  );
  return screen.findByRole('switch', { name: 'Active' });
}

describe('UserActiveInput', () => {
  it('lets an admin switch another user off, and says what that does', async () => {
    const toggle = await renderFor({ id: 5, isActive: true });
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
    expect(screen.getByText('An inactive user cannot log in and is not offered in any picker; their history is kept.')).toBeInTheDocument();
  });

  it("locks the switch on the logged-in admin's own record, and says why", async () => {
    const toggle = await renderFor({ id: ADMIN.id, isActive: true });
    expect(await screen.findByText('You cannot deactivate your own account')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
  });
});
