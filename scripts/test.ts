import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium';

/**
 * `npm test`: the format, type, unused-code, import-cycle and lint checks, then every test, in
 * order of cost. Stops at the first failing stage. Each stage is the npm script of that name, so
 * `npm run lint` alone checks exactly what this run checks.
 * Chromium for the browser tests is installed here when missing.
 */
const stages: [string, string][] = [
  ['format check', 'format:check'],
  ['typecheck', 'typecheck'],
  ['unused code', 'lint:unused'],
  ['import cycles', 'lint:cycles'],
  ['lint', 'lint'],
  ['unit tests', 'test:unit'],
  ['API tests', 'test:api'],
  ['system tests', 'test:system'],
  ['build', 'build'],
  ['e2e tests', 'test:e2e:built'],
];

const timings: string[] = [];
for (const [name, script] of stages) {
  if (name === 'e2e tests') ensureChromium();
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\nAll tests passed.\n  ${timings.join('\n  ')}`);
