import { adminUrlFor, runAdmin } from '../../api/setup/databases';

export { dropDatabase } from '../../api/setup/databases';

/** What the global setup hands the workers, through the environment Playwright passes on to them. */
export interface E2eRun {
  /** The embedded cluster's maintenance database. */
  maintenanceUrl: string;
  /** Migrated, with the demo data and the service token: each worker's database is a copy. */
  template: string;
  /** The template's stored files (the demo pictures): every server's data dir links to them. */
  templateDataDir: string;
  /** The shared server on the untouched demo data (see refuseWrites). */
  untouchedUrl: string;
  staticDir: string;
  /** The run's build of the server, which every server of the run runs. */
  serverDir: string;
  /** A temporary dir of the run's own (the servers' stored files). */
  runDir: string;
}

const RUN = 'E2E_RUN';

export const shareRun = (run: E2eRun) => {
  process.env[RUN] = JSON.stringify(run);
};

export function e2eRun(): E2eRun {
  const shared = process.env[RUN];
  if (!shared) throw new Error(`${RUN} is not set: the e2e tests run through playwright.config.ts, whose global setup sets it`);
  return JSON.parse(shared) as E2eRun;
}

/** A new database copied from `template` (milliseconds); answers its URL. */
export async function cloneDatabase(maintenanceUrl: string, template: string, name: string): Promise<string> {
  await runAdmin(maintenanceUrl, `create database "${name}" template "${template}"`);
  return adminUrlFor(maintenanceUrl, name);
}

/**
 * Makes every change to the database's tables fail, except to `sessions` and `login_throttle`
 * (logging in writes both) and `user_preferences` (the admin's theme, sidebar and columns, which
 * the app saves as they are used and the fixtures empty before each test). The tests that read
 * the untouched demo data then cannot change it by mistake: such a write answers 500, and the
 * server error names the table.
 */
export const refuseWrites = (url: string) =>
  runAdmin(
    url,
    `create function e2e_untouched() returns trigger language plpgsql as $fn$
     begin
       raise exception 'e2e: % on % refused: the untouched demo data is read-only (a test that writes uses its worker''s own database, the default)',
         tg_op, tg_table_name;
     end $fn$;
     do $do$
     declare t text;
     begin
       for t in select tablename from pg_tables where schemaname = 'public' and tablename not in ('sessions', 'login_throttle', 'user_preferences') loop
         execute format('create trigger e2e_untouched before insert or update or delete or truncate on public.%I '
           'for each statement execute function e2e_untouched()', t);
       end loop;
     end $do$;`,
  );
