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

/** One load of a screen: time to `ready`, and the layout shift up to the moment it settled. */
export interface ViewLoad {
  ms: number;
  /** Cumulative layout shift: every 'layout-shift' entry without recent input, summed over the load. */
  cls: number;
  /** The largest shifts, for finding what moved: the shifted elements (tag.class) and each shift's value. */
  shifts: { value: number; sources: string[] }[];
}

export interface ViewOptions {
  viewport?: { width: number; height: number };
  /**
   * After `ready`, how long the page must see no network request before the shift is read
   * (what arrives late, such as a pager's total or a lookup, moves things too).
   */
  settleMs?: number;
  /**
   * A CSS selector: the time is taken in the page, at the first frame after an element matching
   * it is in the document, rather than when `ready` resolves. Playwright notices an element by
   * polling (every 100 ms, then 500 ms, after the first tries), which added up to 400 ms to a
   * first row that had long been drawn.
   */
  shown?: string;
}

/** Records in the page (ms since navigation) the first frame in which `selector` matches. */
const observeShown = (selector: string) => `
  window.__shownAt = undefined;
  const observer = new MutationObserver(() => {
    if (!document.querySelector(${JSON.stringify(selector)})) return;
    observer.disconnect();
    requestAnimationFrame(() => (window.__shownAt = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
`;

/**
 * Installed before any script of the page: sums layout shifts as web-vitals does, over the
 * whole load. A string, not a function: tsx's name-keeping helpers do not exist in the page.
 */
const OBSERVE_LAYOUT_SHIFT = `
  window.__layoutShift = { cls: 0, shifts: [] };
  const describe = (node) =>
    node instanceof Element ? node.tagName.toLowerCase() + '.' + [...node.classList].slice(0, 3).join('.') : String(node && node.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShift.cls += entry.value;
      window.__layoutShift.shifts.push({ value: entry.value, sources: entry.sources.map((source) => describe(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/**
 * Loads `url` `loads` times, each in a fresh browser context holding the session `cookie`
 * ("name=value"), so nothing is cached from the load before: the milliseconds from navigating
 * until `ready(page)` resolves, and the layout shift of the whole load.
 */
export async function measureFirstView(
  base: string,
  cookie: string,
  url: string,
  ready: (page: Page) => Promise<void>,
  loads: number,
  { viewport = playwrightConfig.use?.viewport ?? undefined, settleMs = 500, shown }: ViewOptions = {},
): Promise<ViewLoad[]> {
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  try {
    const results: ViewLoad[] = [];
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext({ viewport });
      const [name, value] = cookie.split(/=(.*)/s);
      await context.addCookies([{ name, value, url: base }]);
      await context.addInitScript(OBSERVE_LAYOUT_SHIFT);
      if (shown) await context.addInitScript(observeShown(shown));
      const page = await context.newPage();
      let lastRequest = performance.now();
      page.on('request', () => (lastRequest = performance.now()));
      page.on('requestfinished', () => (lastRequest = performance.now()));
      const started = performance.now();
      await page.goto(`${base}${url}`, { waitUntil: 'commit' });
      await ready(page);
      const ms = shown
        ? await page
            .waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt)
            .then((at) => at.jsonValue() as Promise<number>)
        : performance.now() - started;
      while (performance.now() - lastRequest < settleMs) await page.waitForTimeout(100);
      const seen = await page.evaluate(() => (window as unknown as { __layoutShift: Omit<ViewLoad, 'ms'> }).__layoutShift);
      results.push({ ms, cls: seen.cls, shifts: seen.shifts.sort((a, b) => b.value - a.value).slice(0, 3) });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Milliseconds from navigating to `url` until `ready(page)` resolves (or `shown` matches), in fresh browser contexts (see measureFirstView). */
export async function timeFirstView(
  base: string,
  cookie: string,
  url: string,
  ready: (page: Page) => Promise<void>,
  loads: number,
  { shown }: Pick<ViewOptions, 'shown'> = {},
): Promise<number[]> {
  return (await measureFirstView(base, cookie, url, ready, loads, { settleMs: 0, shown })).map((load) => load.ms);
}
