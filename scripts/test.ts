import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium';

/**
 * `npm test`: every test, in order of cost. Stops at the first failing stage.
 * Chromium for the browser tests is installed here when missing.
 */
const node = process.execPath;
const stages: [string, string[]][] = [
  ['typecheck', ['node_modules/typescript-native/bin/tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['unit tests', ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit']],
  ['API tests', ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api']],
  ['build', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']],
  ['e2e tests', ['node_modules/@playwright/test/cli.js', 'test']],
];

const timings: string[] = [];
for (const [name, args] of stages) {
  if (name === 'e2e tests') ensureChromium();
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(node, args, { stdio: 'inherit' });
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\nAll tests passed.\n  ${timings.join('\n  ')}`);
