import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

export interface BuiltServer {
  /** Holds main.js and the operator commands (admin-create.js, ...), with the migrations beside them. */
  dir: string;
  remove(): Promise<void>;
}

/**
 * The server as production runs it (`npm run build:server`'s script, about a second), built
 * afresh for a test run so it is never older than the code. Tests start it with `node main.js`:
 * through tsx each start compiled the server again (2.5 s and 3.6 s of CPU, some twenty times a
 * run). Built under node_modules/.cache, where its packages resolve from the project's node_modules;
 * a dir per run, so runs side by side do not share one.
 */
export async function buildServer(): Promise<BuiltServer> {
  const dir = path.join(ROOT, 'node_modules/.cache/bo-test-server', `${process.pid}-${randomBytes(4).toString('hex')}`);
  await run(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts', '--outdir', dir], { cwd: ROOT });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
