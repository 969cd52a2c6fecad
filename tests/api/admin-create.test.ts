import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { built } from '../setup/built-script';
import { adminUrlFor } from './setup/databases';
import { useLoggedInApp } from './helpers/logged-in-app';
import { loginAs } from './helpers/test-app';

const api = useLoggedInApp({ LOGIN_RATE_LIMIT_MAX: '1000' });

/**
 * The operator command on this test's database, the run's build of it as production runs it
 * (npm run admin:create runs the same code through tsx, which compiled the server for each run:
 * 4-10 CPU-s each, against about 1).
 */
async function adminCreate(...args: string[]): Promise<{ code: number; output: string }> {
  const [{ name }] = (await api.app.db.execute<{ name: string }>(sql`select current_database() as name`)).rows;
  const env = { ...process.env, DATABASE_URL: adminUrlFor(inject('maintenanceUrl'), name), LOG_LEVEL: 'silent' };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [built('admin-create.js'), ...args], {
      env,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const session = async (cookie: string) =>
  (await api.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json<{
    user: { readOnly: boolean; userRoleType: string };
  }>();

describe('npm run admin:create', () => {
  it('--role support makes a login that reads but cannot write', async () => {
    const run = await adminCreate('--email', 'helpdesk@example.com', '--role', 'support', '--password', 'support-desk-2026');
    expect(run).toMatchObject({ code: 0 });
    expect(run.output).toContain('Created support user helpdesk@example.com.');

    const cookie = await loginAs(api.app, 'helpdesk@example.com', 'support-desk-2026');
    expect((await session(cookie)).user).toMatchObject({ readOnly: true, userRoleType: 'Support' });
    const write = await api.app.inject({
      method: 'POST',
      url: '/api/agencies',
      headers: { cookie, origin: 'http://localhost:80' },
      payload: { agencyName: 'Not allowed' },
    });
    expect(write.statusCode).toBe(403);
  });

  it('makes an existing support user an administrator again with the default role', async () => {
    await adminCreate('--email', 'promoted@example.com', '--role', 'support', '--password', 'promoted-pw-2026');
    const run = await adminCreate('--email', 'promoted@example.com', '--password', 'promoted-pw-2026');
    expect(run.output).toContain('made them an active administrator');
    const cookie = await loginAs(api.app, 'promoted@example.com', 'promoted-pw-2026');
    expect((await session(cookie)).user).toMatchObject({ readOnly: false, userRoleType: 'Administrator' });
  });

  it('refuses an unknown role with the usage and status 1, creating nobody', async () => {
    const run = await adminCreate('--email', 'boss@example.com', '--role', 'boss', '--password', 'boss-password-2026');
    expect(run.code).toBe(1);
    expect(run.output).toContain('--role admin|support');
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/auth/user-login',
      payload: { emailAddress: 'boss@example.com', password: 'boss-password-2026' },
    });
    expect(res.statusCode).toBe(401);
  });
});
