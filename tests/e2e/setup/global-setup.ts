import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from '../../../scripts/ensure-chromium';

const STARTED = /running at (http:\/\/\S+)/;

/**
 * Starts the real server (embedded PostgreSQL, migrations, demo data) on a random port with a
 * fresh data dir, serving the built app from dist/. Tests read its URL from E2E_BASE_URL.
 */
export default async function globalSetup() {
  ensureChromium();
  // E2E_STATIC_DIR lets parallel runs each test their own build (`vite build --outDir ...`).
  const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';
  if (!existsSync(path.join(staticDir, 'index.html'))) throw new Error(`${staticDir}/ is missing: run \`vite build\` before the e2e tests`);
  // Under os.tmpdir(): as root the embedded PostgreSQL runs as `postgres`, which cannot enter /root.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bo-e2e-'));
  await chmod(dataDir, 0o755);

  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    STATIC_DIR: staticDir,
    LOG_LEVEL: 'warn',
    // Many tests log in from the same address within minutes.
    LOGIN_RATE_LIMIT_MAX: '1000',
  };
  // A service token, as the public site would hold, for tests that report visitor events.
  const tokenRun = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/token-create.ts', '--name', 'e2e-public-site'], {
    env,
    encoding: 'utf8',
  });
  const token = /\b(bo_\S+)/.exec(tokenRun.stdout)?.[1];
  if (!token) throw new Error(`token:create failed:\n${tokenRun.stdout}${tokenRun.stderr}`);
  process.env.E2E_SERVICE_TOKEN = token;

  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = STARTED.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  process.env.E2E_BASE_URL = baseUrl;

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    await rm(dataDir, { recursive: true, force: true });
  };
}
