import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FIGURES_FILE_ENV, type RecordedFigure } from './figure';
import { builtApp } from './first-row';
import { largeDataDir } from './large-data';
import type { BenchRun, ReportData } from './report-data';
import { LEFT_OUT, REPORT_BENCHES, type PlannedBench } from './report-plan';
import { writeReport } from './report-write';

// Two decimals: more is noise, and the report's data stays readable.
const loadNow = () => os.loadavg().map((n) => Math.round(n * 100) / 100);
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

const git = (...args: string[]) => spawnSync('git', ['--no-optional-locks', ...args], { encoding: 'utf8' }).stdout.trim();

async function readFigures(file: string): Promise<RecordedFigure[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RecordedFigure);
}

/** Runs one bench in its own process, as `npm run bench` does, its figures appended to a file of its own. */
async function runOne(planned: PlannedBench, env: Record<string, string>, work: string): Promise<BenchRun> {
  const figures = path.join(work, `${path.basename(planned.file, '.ts')}.jsonl`);
  console.log(`\n=== ${planned.file}: ${planned.settings} ===`);
  const loadBefore = loadNow();
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', planned.file, ...(planned.args ?? [])], {
    stdio: 'inherit',
    env: { ...process.env, ...env, ...planned.env, [FIGURES_FILE_ENV]: figures },
  });
  return {
    file: planned.file,
    settings: planned.settings,
    seconds: seconds(started),
    status: result.status,
    loadBefore,
    loadAfter: loadNow(),
    figures: await readFigures(figures),
  };
}

/**
 * `npm run bench -- report`: the benches of bench/lib/report-plan.ts in turn on one shared
 * seed:large data dir and one build of the app, then bench/results/<date>-<commit>.md. A bench
 * that misses a target or breaks does not stop the others: the report says which.
 */
export async function runReport(): Promise<void> {
  const date = new Date().toISOString();
  // The tree as it was when the run started: others may commit while it runs.
  const tree = {
    commit: git('rev-parse', '--short', 'HEAD'),
    subject: git('log', '-1', '--format=%s').slice(0, 100),
    dirtyFiles: git('status', '--porcelain').split('\n').filter(Boolean).length,
  };
  const loadBefore = loadNow();
  const cpus = os.cpus();
  const work = await mkdtemp(path.join(os.tmpdir(), 'bo-bench-report-'));
  // As root the embedded PostgreSQL runs as `postgres`, which must reach the data dir inside.
  await chmod(work, 0o755);
  const setupStarted = performance.now();
  const data = await largeDataDir(path.join(work, 'large'), { properties: 10_000, activity: 100_000 });
  const app = await builtApp();
  try {
    const setupSeconds = seconds(setupStarted);
    const shared = {
      BENCH_ACTIVITY_DATA_DIR: data.dir,
      BENCH_PROPERTIES_DATA_DIR: data.dir,
      BENCH_COMMAND_DATA_DIR: data.dir,
      BENCH_STATIC_DIR: app.dir,
    };
    const benches: BenchRun[] = [];
    for (const planned of REPORT_BENCHES) benches.push(await runOne(planned, shared, work));
    const report: ReportData = {
      version: 1,
      date,
      ...tree,
      machine: {
        cpus: cpus.length,
        model: cpus[0]?.model ?? 'unknown',
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      setupSeconds,
      loadBefore,
      loadAfter: loadNow(),
      benches,
      leftOut: LEFT_OUT,
    };
    console.log(`\nReport: ${path.relative(process.cwd(), await writeReport(report))}`);
    if (benches.some((run) => run.status !== 0)) process.exitCode = 1;
  } finally {
    await app.remove();
    await rm(work, { recursive: true, force: true });
  }
}
