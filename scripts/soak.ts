import { spawnSync } from 'node:child_process';

/**
 * `npm run soak`: the long variants of the hardening tests (issue 16). The same test files run in
 * `npm test` with small sizes; SOAK=1 makes them run their full sizes (20,000 fuzzed requests,
 * fault runs with large files, repeated kills). Extra arguments go to vitest, e.g. a file filter.
 */
const paths = process.argv.slice(2);
const result = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'api',
    '--project',
    'system',
    ...(paths.length ? paths : ['tests/api/fuzz', 'tests/system']),
  ],
  { stdio: 'inherit', env: { ...process.env, SOAK: '1' } },
);
process.exit(result.status ?? 1);
