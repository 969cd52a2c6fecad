import { spawnSync } from 'node:child_process';

/** `npm run bench`: every benchmark in turn, each printing its own figures. */
const BENCHES = ['bench/api-basics.ts', 'bench/activity-log.ts'];

for (const bench of BENCHES) {
  console.log(`\n=== ${bench} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', bench], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
