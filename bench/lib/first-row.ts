import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config';

/**
 * The built admin app in `dir` (BENCH_STATIC_DIR, built beforehand), or a fresh build in a
 * temporary dir, removed by `remove`: never dist/, which other work may be serving.
 */
export async function builtApp(dir = process.env.BENCH_STATIC_DIR): Promise<{ dir: string; remove(): Promise<void> }> {
  if (dir) return { dir, remove: async () => {} };
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'bo-bench-dist-'));
  console.log('Building the admin app...');
  const built = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('vite build failed');
  return { dir: outDir, remove: () => rm(outDir, { recursive: true, force: true }) };
}

/**
 * Milliseconds from navigating to `url` until `ready(page)` resolves, in a fresh browser
 * context holding the session `cookie` ("name=value") each time, so nothing is cached from
 * the load before.
 */
export async function timeFirstView(
  base: string,
  cookie: string,
  url: string,
  ready: (page: Page) => Promise<void>,
  loads: number,
): Promise<number[]> {
  const { launchOptions, viewport } = playwrightConfig.use ?? {};
  const browser = await chromium.launch(launchOptions);
  try {
    const times: number[] = [];
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext({ viewport });
      const [name, value] = cookie.split(/=(.*)/s);
      await context.addCookies([{ name, value, url: base }]);
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${base}${url}`, { waitUntil: 'commit' });
      await ready(page);
      times.push(performance.now() - started);
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}
