import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface LargeData {
  dir: string;
  /** Deletes the data unless it was asked to be kept. */
  remove(): Promise<void>;
}

/**
 * A data dir holding the demo data plus `npm run seed:large`'s rows. Given `keep` (a dir named
 * by an env var), the seeded data stays there and the next run reuses it instead of seeding.
 */
export async function largeDataDir(keep: string | undefined, counts: { properties: number; activity: number }): Promise<LargeData> {
  const dir = keep ?? (await mkdtemp(path.join(os.tmpdir(), 'bo-bench-')));
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o755);
  const marker = path.join(dir, '.large-seeded');
  if (!existsSync(marker)) {
    console.log(
      `Seeding ${counts.properties.toLocaleString('en')} properties and ${counts.activity.toLocaleString('en')} activity entries...`,
    );
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/demo/large.ts'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        DATA_DIR: dir,
        LOG_LEVEL: 'silent',
        LARGE_PROPERTIES: String(counts.properties),
        LARGE_ACTIVITY: String(counts.activity),
      },
    });
    if (seeded.status !== 0) throw new Error('seeding failed');
    await writeFile(marker, `${JSON.stringify(counts)}\n`);
  }
  return { dir, remove: async () => (keep ? undefined : rm(dir, { recursive: true, force: true })) };
}
