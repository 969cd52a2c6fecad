import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import playwrightConfig from '../playwright.config';
import { startBenchServer } from './lib/bench-server';
import { builtApp } from './lib/first-row';
import { runBench } from './lib/run-bench';

/**
 * Where a cold load of one screen spends its time, for finding what to make faster (issue 34):
 * `npx tsx bench/profile-first-view.ts [path] [css selector]` (default /properties and its
 * first data row). Each of PROFILE_LOADS (3) loads runs in a fresh browser context with
 * Chromium's CPU profiler sampling every 200 us. Prints, for the last load, the requests in
 * time order, its CPU by 50 ms slice (busiest packages first), and timers of 20 ms or more
 * (React's Suspense throttle shows as one); then the CPU per load by package or source file
 * (through the build's source maps) and by function. Not a bench: no target, no figures.
 */
const [screen = '/properties', selector = 'table tbody tr a[href*="/properties/"]'] = process.argv.slice(2);
const LOADS = Number(process.env.PROFILE_LOADS ?? 3);

type Profile = Awaited<ReturnType<CDPSession['send']>> & {
  profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] };
};
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** The page's clock at the first frame after `selector` matches, and every timer of 20 ms or more it set. */
const inPage = (css: string) => `
  window.__shownAt = undefined;
  window.__timers = [];
  const observer = new MutationObserver(() => {
    if (!document.querySelector(${JSON.stringify(css)})) return;
    observer.disconnect();
    requestAnimationFrame(() => (window.__shownAt = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
  const setTimer = window.setTimeout;
  window.setTimeout = function (callback, ms, ...rest) {
    if ((ms ?? 0) >= 20) window.__timers.push([Math.round(performance.now()), ms, (new Error().stack ?? '').split('\\n')[2]?.trim()]);
    return setTimer.call(this, callback, ms, ...rest);
  };
`;

/** Names a sampled frame by where its code comes from: the npm package, or our source file. */
function originOf(staticDir: string) {
  const maps = new Map<string, SourceMapConsumer | null>();
  return ({ url, lineNumber, columnNumber, functionName }: ProfileNode['callFrame']): string => {
    if (!url.startsWith('http')) return url || functionName || '(native)';
    const file = path.join(staticDir, `${new URL(url).pathname}.map`);
    if (!maps.has(url)) maps.set(url, existsSync(file) ? new SourceMapConsumer(readFileSync(file, 'utf8')) : null);
    const source = maps.get(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source;
    if (!source) return new URL(url).pathname;
    return source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? source.replace(/^.*?\/src\//, 'src/');
  };
}

const add = (totals: Map<string, number>, key: string, ms: number) => totals.set(key, (totals.get(key) ?? 0) + ms);
const top = (totals: Map<string, number>, count: number) => [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);

async function main() {
  const app = await builtApp();
  const server = await startBenchServer(undefined, { staticDir: app.dir });
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  const origin = originOf(app.dir);
  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, number>();
  try {
    for (let load = 1; load <= LOADS; load++) {
      const last = load === LOADS;
      const context = await browser.newContext({ viewport: playwrightConfig.use?.viewport ?? undefined });
      const [name, value] = server.cookie.split(/=(.*)/s);
      await context.addCookies([{ name, value, url: server.base }]);
      await context.addInitScript(inPage(selector));
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      const requests: string[] = [];
      const at = () => page.evaluate(() => performance.now()).catch(() => NaN);
      page.on(
        'request',
        (request) => void at().then((ms) => requests.push(`${ms.toFixed(0).padStart(5)} -> ${new URL(request.url()).pathname}`)),
      );
      page.on(
        'requestfinished',
        (request) => void at().then((ms) => requests.push(`${ms.toFixed(0).padStart(5)} <- ${new URL(request.url()).pathname}`)),
      );
      await page.goto(`${server.base}${screen}`, { waitUntil: 'commit' });
      const shownAt = (await (
        await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt)
      ).jsonValue()) as number;
      const { profile } = (await cdp.send('Profiler.stop')) as Profile;
      console.log(`load ${load}: ${selector} shown ${shownAt.toFixed(0)} ms after navigation`);

      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      const slices = new Map<number, Map<string, number>>();
      let elapsed = 0;
      (profile.samples ?? []).forEach((id, i) => {
        const ms = (profile.timeDeltas?.[i] ?? 0) / 1000;
        elapsed += ms;
        const frame = nodes.get(id)!.callFrame;
        const where = origin(frame);
        add(byOrigin, where, ms / LOADS);
        add(byFunction, `${where} ${frame.functionName || '(anonymous)'}`, ms / LOADS);
        if (last) {
          const slice = Math.floor(elapsed / 50) * 50;
          if (!slices.has(slice)) slices.set(slice, new Map());
          add(slices.get(slice)!, where, ms);
        }
      });
      if (last) {
        console.log('\nrequests (ms after navigation):');
        console.log(requests.sort((a, b) => parseFloat(a) - parseFloat(b)).join('\n'));
        console.log('\nCPU by 50 ms slice (ms of each, from the profile’s start):');
        for (const [slice, totals] of slices)
          console.log(
            `${String(slice).padStart(5)}  ${top(totals, 5)
              .map(([where, ms]) => `${where} ${ms.toFixed(0)}`)
              .join(', ')}`,
          );
        console.log('\ntimers of 20 ms or more (set at, delay, by):');
        for (const [setAt, delay, by] of await page.evaluate<[number, number, string][]>('window.__timers'))
          if (delay < 60_000) console.log(`${String(setAt).padStart(5)} ${String(delay).padStart(6)} ${by}`);
      }
      await context.close();
    }
    console.log(`\nCPU per load by package or source file (ms, mean of ${LOADS}):`);
    for (const [where, ms] of top(byOrigin, 25)) console.log(`${ms.toFixed(0).padStart(6)}  ${where}`);
    console.log('\nby function:');
    for (const [where, ms] of top(byFunction, 25)) console.log(`${ms.toFixed(0).padStart(6)}  ${where}`);
  } finally {
    await browser.close();
    await server.close();
    await app.remove();
  }
}

runBench(main);
