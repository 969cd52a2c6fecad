import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCounts, type Counts } from './counts';

/** One stage of `npm test`: an npm script (run alone, it checks exactly what this run checks). */
export interface Stage {
  name: string;
  script: string;
  /** How the stage reports its tests, so the run can count them (and name the flaky ones). */
  reporter?: 'vitest' | 'playwright';
}

export interface StageResult {
  stage: Stage;
  ok: boolean;
  seconds: number;
  counts?: Counts;
  /** What it printed, when it ran beside other stages (printed whole once it ends, never interleaved). */
  output?: string;
}

const reportDir = mkdtempSync(path.join(os.tmpdir(), 'bo-test-reports-'));
const running = new Set<ChildProcess>();

/** The extra arguments and environment that make a stage write a JSON report the run reads. */
function reporting(stage: Stage, report: string): { args: string[]; env: NodeJS.ProcessEnv } {
  if (stage.reporter === 'vitest') return { args: ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env: {} };
  if (stage.reporter === 'playwright') return { args: ['--', '--reporter=list,json'], env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report } };
  return { args: [], env: {} };
}

/**
 * Runs one stage in a process group of its own (so a failure elsewhere can stop it and its
 * children). `quiet` collects its output instead of passing it through.
 */
export function runStage(stage: Stage, { quiet = false } = {}): Promise<StageResult> {
  const report = path.join(reportDir, `${stage.script.replace(/\W/g, '-')}.json`);
  const { args, env } = reporting(stage, report);
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', stage.script, ...args], {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env, ...(quiet ? { FORCE_COLOR: '1' } : {}) },
    detached: true,
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      resolve({ stage, ok, seconds, counts: stage.reporter && readCounts(stage.reporter, report), output: quiet ? output : undefined });
    });
  });
}

/** Removes the stages' JSON reports, read as each stage ended: every run left a dir of them in the temp dir. */
export function removeReports(): void {
  rmSync(reportDir, { recursive: true, force: true });
}

/** Ends every stage still running, with its children (a failure elsewhere has decided the run). */
export function stopAll(): void {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
