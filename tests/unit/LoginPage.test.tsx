import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../src/auth/LoginPage';
import { toHttpError } from '../../src/httpClient';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('LoginPage', () => {
  it('requires both the email and the password', async () => {
    const login = vi.fn();
    render(<LoginPage login={login} />);
    expect(screen.getByLabelText(/Email/)).toBeRequired();
    expect(screen.getByLabelText(/Password/)).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(login).not.toHaveBeenCalled();
  });

  it("reads 'Logging in...' and is disabled while busy, then sends what was typed", async () => {
    const pending = deferred();
    const login = vi.fn(() => pending.promise);
    render(<LoginPage login={login} />);
    await userEvent.type(screen.getByLabelText(/Email/), 'admin@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(login).toHaveBeenCalledWith({ emailAddress: 'admin@example.com', password: 'secret' });
    pending.resolve();
  });

  it("shows 'Invalid email or password' for any failure and lets the admin try again", async () => {
    const login = vi.fn().mockRejectedValue(new Error('Network down'));
    render(<LoginPage login={login} />);
    await userEvent.type(screen.getByLabelText(/Email/), 'admin@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('says when to try again after too many attempts, which refuse even the right password', async () => {
    const refused = toHttpError(429, { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Try again in 5 minutes.' } });
    const login = vi.fn().mockRejectedValue(refused);
    render(<LoginPage login={login} />);
    await userEvent.type(screen.getByLabelText(/Email/), 'admin@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'the-right-one');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 5 minutes.');
  });
});
