import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Temporary directories a test's embedded PostgreSQL can use: mkdtemp makes them mode 700, and as
 * root PostgreSQL runs as `postgres`, which must be able to enter them. `removeAll` after the tests.
 */
export function tempDirs(prefix: string) {
  const made: string[] = [];
  return {
    async make(): Promise<string> {
      const dir = await mkdtemp(path.join(tmpdir(), prefix));
      await chmod(dir, 0o755);
      made.push(dir);
      return dir;
    },
    async removeAll(): Promise<void> {
      for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
    },
  };
}
