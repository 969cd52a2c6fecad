import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * PostgreSQL refuses to run as root. As root, the embedded server runs as the `postgres`
 * system user, created here when missing (as Debian's own packages would name it).
 */
export async function postgresUserIds(): Promise<{ uid: number; gid: number }> {
  const lookup = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await lookup();
  } catch {
    await run('groupadd', ['--system', 'postgres']).catch(() => {});
    await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return lookup();
  }
}

/** Whether a user other than the owner can reach `dir`: every ancestor must be searchable by others. */
export async function reachableByOthers(dir: string): Promise<boolean> {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (((await stat(current)).mode & constants.S_IXOTH) === 0) return false;
    if (path.dirname(current) === current) return true;
  }
}
