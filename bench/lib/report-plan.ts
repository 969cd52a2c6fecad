/**
 * What `npm run bench -- report` runs: the benches that fit in about ten minutes together on
 * this 2-core machine, some with shorter settings than their own defaults. The report states
 * each setting beside its figures, so a figure is only compared with the same bench's in an
 * earlier report (which ran the same plan unless this file changed).
 *
 * Shared between them: one `seed:large` data dir (10,000 properties, 100,000 activity entries,
 * seeded once by the runner, about a minute) for every bench that reads that data, and one
 * build of the admin app for every bench that opens a screen.
 */
export interface PlannedBench {
  file: string;
  /** Env vars the bench reads, beside the shared data dir and build. */
  env?: Record<string, string>;
  args?: string[];
  /** The settings in words, for the report. */
  settings: string;
}

export const REPORT_BENCHES: PlannedBench[] = [
  { file: 'bench/api-basics.ts', settings: 'its defaults: 3 s per route, 16 clients' },
  {
    file: 'bench/activity-log.ts',
    env: { BENCH_ACTIVITY_ENTRIES: '100000' },
    settings: "the shared data's 100,000 entries instead of its own 1,000,000 (which take minutes to seed and chain)",
  },
  {
    file: 'bench/properties-list.ts',
    env: { BENCH_SECONDS: '6', BENCH_ROUNDS: '3', BENCH_WARMUP_SECONDS: '2' },
    settings: '6 s per side in 3 rounds after 2 s of warm-up (its own: 10 s in 5 after 3), 5 browser loads',
  },
  { file: 'bench/command-centre.ts', settings: 'its defaults: 60 requests per route' },
  { file: 'bench/properties-import.ts', settings: 'its defaults: 1,000 rows, 3 runs' },
  {
    file: 'bench/layout-shift.ts',
    env: { BENCH_WIDTHS: '1280' },
    settings: 'every screen at 1280 px only (its own: 1280, 768 and 390), 3 loads each',
  },
  { file: 'bench/media-image.ts', settings: 'its defaults: 3 uploads of a 20 MB photo' },
  {
    file: 'bench/media.ts',
    env: { BENCH_VIDEO_MIB: '256', BENCH_ROUNDS: '3' },
    settings: 'a 256 MiB video in 3 rounds (its own: 1 GiB in 5)',
  },
  {
    file: 'bench/dataroom.ts',
    env: { BENCH_DATAROOM_FILE_MIB: '100', BENCH_LOADS: '3' },
    settings: '5,000 items, 50 requests; a 100 MiB upload in 3 rounds (its own: 200 MiB); 3 browser loads (its own: 5)',
  },
  {
    file: 'bench/large-answers.ts',
    settings: 'its defaults: 400 media items, a 50-row Activity Log page of 50,000 entries, 3,000 NDAs; 50 requests each',
  },
  { file: 'bench/load.ts', args: ['--duration', '20'], settings: '100 connections for 20 s (its own: 60 s)' },
];

/** The benches left out of the report, and why. */
export const LEFT_OUT: [file: string, why: string][] = [
  [
    'bench/readiness.ts',
    'it first gives each of the 10,000 properties a data room (1.9 million rows, minutes on this machine), which would also change the data the other benches share',
  ],
  ['bench/scale.ts', 'three API processes and an S3 server beside PostgreSQL: about two more minutes, and its own run is already short'],
];
