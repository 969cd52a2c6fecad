import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** What PostgreSQL recorded of itself in `dataDir`/postmaster.pid (line 1 its pid, line 4 its port); nothing when there is no file. */
export async function postmasterFile(dataDir: string): Promise<{ pid: number; port: number } | undefined> {
  const lines = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n');
  const pid = Number.parseInt(lines[0], 10);
  if (!pid) return undefined;
  return { pid, port: Number.parseInt(lines[3], 10) };
}

/** Whether `pid` is a PostgreSQL serving `dataDir` (a stale pid file may name a gone process, or one reused by another program). */
export const isPostmasterOf = async (pid: number, dataDir: string) =>
  (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0').includes(path.resolve(dataDir));
