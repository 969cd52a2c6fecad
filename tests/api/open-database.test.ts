import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/open-database';
import { DEMO_ADMIN, DEMO_SUPPORT } from '../../server/demo/demo-data';
import { hashPassword } from '../../server/lib/passwords';
import { adminUrlFor, dropDatabase, runAdmin } from './setup/databases';

// Production start-up (issue 17): never with a password anyone can read in the README.

const maintenanceUrl = inject('maintenanceUrl');
const name = `bo_test_${randomBytes(6).toString('hex')}`;
const url = adminUrlFor(maintenanceUrl, name);
let dataDir: string;
let db: pg.Pool;

beforeAll(async () => {
  await runAdmin(maintenanceUrl, `create database "${name}" template "${inject('templateDatabase')}"`);
  dataDir = await mkdtemp(path.join(tmpdir(), 'bo-test-open-'));
  db = new pg.Pool({ connectionString: url, max: 1 });
});
afterAll(async () => {
  await db?.end();
  await dropDatabase(maintenanceUrl, name);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const openInProduction = () => openDatabase(loadConfig({ NODE_ENV: 'production', DATABASE_URL: url, DATA_DIR: dataDir }));
const setPassword = async (email: string, password: string) =>
  db.query('update users set password_hash = $1 where email_address = $2', [await hashPassword(password), email]);

describe('openDatabase in production', () => {
  it('refuses while the demo admin logs in with its published password, naming the account and the fix', async () => {
    await expect(openInProduction()).rejects.toThrow(
      `The demo account ${DEMO_ADMIN.email} still logs in with its published password, and production never starts with a default password. ` +
        `Give it a new one, printed once: npm run admin:create -- --email ${DEMO_ADMIN.email} (or deactivate the account).`,
    );
  });

  it('refuses while the demo support user does, with the fix that keeps its role', async () => {
    await setPassword(DEMO_ADMIN.email, 'a-changed-admin-password');
    await expect(openInProduction()).rejects.toThrow(
      `The demo account ${DEMO_SUPPORT.email} still logs in with its published password, and production never starts with a default password. ` +
        `Give it a new one, printed once: npm run admin:create -- --email ${DEMO_SUPPORT.email} --role support (or deactivate the account).`,
    );
  });

  it('opens once neither demo password works (a deactivated account counts), and prints no demo login', async () => {
    await db.query('update users set is_active = false where email_address = $1', [DEMO_SUPPORT.email]);
    const opened = await openInProduction();
    await opened.stop();
    expect(opened.demoLogin).toBeUndefined();
  });

  it('still refuses while no administrator can log in', async () => {
    await db.query('update users set password_hash = null');
    await expect(openInProduction()).rejects.toThrow('No administrator can log in, and production never starts with a default password.');
  });
});

describe('openDatabase in development', () => {
  const emptyName = `bo_test_${randomBytes(6).toString('hex')}`;
  afterAll(() => dropDatabase(maintenanceUrl, emptyName));

  it('says each step of the start, and with SEED_DEMO=false on an empty database that nobody can log in yet', async () => {
    await runAdmin(maintenanceUrl, `create database "${emptyName}"`);
    const steps: string[] = [];
    const opened = await openDatabase(
      loadConfig({ DATABASE_URL: adminUrlFor(maintenanceUrl, emptyName), DATA_DIR: dataDir, SEED_DEMO: 'false' }),
      {
        progress: (step) => steps.push(step),
      },
    );
    await opened.stop();
    expect(steps).toEqual(['Applying database migrations...']);
    expect(opened).toMatchObject({ noAdmin: true, demoLogin: undefined });
  });

  it('says nothing of the kind with SEED_DEMO=false on a database that has its users', async () => {
    const opened = await openDatabase(loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir, SEED_DEMO: 'false' }));
    await opened.stop();
    expect(opened.noAdmin).toBe(false);
  });
});
