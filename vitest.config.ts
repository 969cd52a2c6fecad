import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Unit test files that replace a module with vi.mock: each needs a module graph of its own, or its
 * mock would leak into, or arrive too late for, other files sharing a worker. Found by reading
 * them, so a new file that mocks cannot land in the shared project by mistake.
 */
const MOCKS_MODULES = readdirSync('tests/unit', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join('tests/unit', file.split(path.sep).join('/')))
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

/**
 * Vitest's default for a run is one worker fewer than the cores: one worker on this 2-core
 * machine, which left the second core idle while a test waited on PostgreSQL or a child process.
 * Two workers took the API stage from 361 s to 221 s (and the unit stage from 87 s to 56 s).
 */
const WORKERS = Math.max(2, os.availableParallelism() - 1);

/**
 * The files that take far longer than the rest of their stage (seconds on a quiet machine, a
 * fresh-clone run of 2026-11-28): a minute of killed and restarted servers, a thousand S3 calls,
 * the fuzzer's requests. Vitest starts the files it has timed before longest first, but a fresh
 * clone has no timings, and it then started these among the last: each stage ended with one core
 * running one of them alone (the system stage 25 s, the API stage 15 s).
 */
const LONG_FILES = [
  'tests/system/crash-during-writes.test.ts', // 72
  'tests/system/storage-copy-cli.test.ts', // 32
  'tests/system/stop-signals.test.ts', // 27
  'tests/system/backup.test.ts', // 26
  'tests/system/operator-checks.test.ts', // 22
  'tests/system/graceful-shutdown.test.ts', // 21
  'tests/system/backup-cli.test.ts', // 20
  'tests/system/crash-during-upload.test.ts', // 17
  'tests/api/storage-copy.test.ts', // 32
  'tests/api/fuzz/fuzz.test.ts', // 23
  'tests/api/admin-create.test.ts', // 12
  'tests/unit/manageDataRooms.test.tsx', // 33
  'tests/unit/MediaTab.test.tsx', // 12
  'tests/unit/supportRole.test.tsx', // 9
];

/** Vitest's order (projects one after another, timed files longest first), with LONG_FILES first within each project. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    const rank = new Map(
      sorted.map((file) => {
        const index = LONG_FILES.findIndex((long) => file.moduleId.endsWith(long));
        return [file, index < 0 ? LONG_FILES.length : index];
      }),
    );
    // A stable sort: among files of one rank, Vitest's order stands.
    return sorted.toSorted((a, b) => projects.indexOf(a.project.name) - projects.indexOf(b.project.name) || rank.get(a)! - rank.get(b)!);
  }
}

export default defineConfig({
  plugins: [react()],
  // `@common/...` resolves as tsconfig.json's `paths` say (the api project too: it does not extend this).
  resolve: { tsconfigPaths: true },
  test: {
    maxWorkers: WORKERS,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: MOCKS_MODULES,
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // One module graph and jsdom per worker rather than per file: 82 s -> 35 s. Safe because
          // these files replace no module (vi.mock) and undo their global stubs after each test.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-mocked',
          include: MOCKS_MODULES,
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/setup/global-setup.ts', 'tests/setup/server-build-setup.ts'],
          // Each file gets its own database, so files run in parallel safely.
          pool: 'forks',
          // One module graph per worker rather than per file: importing the server (Fastify, the AWS
          // SDK, sharp) for each of 53 files took 105 s of the stage; 12 s this way. Safe because no
          // file replaces a module or global, and each builds its own app on its own database.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          // Whole-product tests (issue 16): real server processes killed and restarted, a full
          // disk, backups. Same embedded cluster and template as the API tests.
          name: 'system',
          include: ['tests/system/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/setup/global-setup.ts', 'tests/setup/server-build-setup.ts'],
          pool: 'forks',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          // Issue 17 (npm run test:cluster, run by .ci/run): two server processes on one
          // PostgreSQL and one S3-compatible store.
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/setup/global-setup.ts', 'tests/setup/server-build-setup.ts'],
          pool: 'forks',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
