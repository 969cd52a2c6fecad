import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
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
 * Installed before any script of the page: notes, for every node the page adds and every text
 * that changes, the first frame after it. `__shownSince(element)` is then when an element came
 * to read as it does: the latest such frame of the element, its own text or its ancestors.
 */
const OBSERVE_INSERTIONS = `
  const changedAt = new WeakMap();
  let pending = [];
  new MutationObserver((records) => {
    if (!pending.length) requestAnimationFrame(() => {
      const now = performance.now();
      for (const node of pending) changedAt.set(node, now);
      pending = [];
    });
    for (const record of records) {
      if (record.type === 'characterData') pending.push(record.target.parentNode);
      else pending.push(...record.addedNodes);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
  window.__shownSince = (element) => {
    let at = 0;
    for (let node = element; node; node = node.parentNode) at = Math.max(at, changedAt.get(node) ?? 0);
    // Its text, not its other children: a region that fills in later was shown when it came.
    for (const child of element.childNodes) if (child.nodeType === Node.TEXT_NODE) at = Math.max(at, changedAt.get(child) ?? 0);
    return at;
  };
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
 * Milliseconds from navigation to the frame that showed the screen: `shown`'s first match, or
 * the element `ready` handed back, timed in the page; else (a check that polls in the page at
 * every frame) now.
 */
async function shownAt(page: Page, shown: string | undefined, proof: Locator | void): Promise<number> {
  if (shown)
    return page
      .waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt)
      .then((at) => at.jsonValue() as Promise<number>);
  if (proof) return proof.evaluate((element) => (window as unknown as { __shownSince(e: Element): number }).__shownSince(element));
  return page.evaluate(() => performance.now());
}

/**
 * Loads `url` `loads` times, each in a fresh browser context holding the session `cookie`
 * ("name=value"), so nothing is cached from the load before: the milliseconds from navigating
 * until `ready(page)` resolves, and the layout shift of the whole load.
 */
export async function measureFirstView(
  base: string,
  cookie: string,
  url: string,
  ready: (page: Page) => Promise<Locator | void>,
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
      await context.addInitScript(OBSERVE_INSERTIONS);
      if (shown) await context.addInitScript(observeShown(shown));
      const page = await context.newPage();
      let lastRequest = performance.now();
      page.on('request', () => (lastRequest = performance.now()));
      page.on('requestfinished', () => (lastRequest = performance.now()));
      await page.goto(`${base}${url}`, { waitUntil: 'commit' });
      const proof = await ready(page);
      const ms = await shownAt(page, shown, proof);
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
  ready: (page: Page) => Promise<Locator | void>,
  loads: number,
  { shown }: Pick<ViewOptions, 'shown'> = {},
): Promise<number[]> {
  return (await measureFirstView(base, cookie, url, ready, loads, { settleMs: 0, shown })).map((load) => load.ms);
}
