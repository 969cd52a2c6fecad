import { appendFileSync } from 'node:fs';
import path from 'node:path';

export type Verdict = 'PASS' | 'FAIL';

/** A target as the bench states it: the figure must be `op` `value`. */
interface Target {
  op: '<' | '<=' | '>=';
  value: number;
}

export interface Figure {
  /** Unique within the bench and stable across runs: the report compares figures by it. */
  name: string;
  /** NaN when the measurement could not be made (it is then recorded as null). */
  value: number;
  unit: string;
  target?: Target;
  /** A check that is not a number against a target (an intact audit chain). */
  pass?: boolean;
  /** The figure of the same bench this one is measured against, or the denominator when this one is a ratio. */
  baseline?: string;
  /** Which way is better, when no target says so (default: higher for a rate, lower otherwise). */
  better?: 'higher' | 'lower';
  /** Whether the report's summary shows it (default: when it has a target or a check). */
  summary?: boolean;
}

export interface RecordedFigure extends Omit<Figure, 'value' | 'pass' | 'better' | 'summary'> {
  bench: string;
  value: number | null;
  pass: boolean | null;
  better: 'higher' | 'lower';
  summary: boolean;
}

/** The JSON-lines file the report runner (bench/lib/report-run.ts) names for a bench's figures. */
export const FIGURES_FILE_ENV = 'BENCH_FIGURES';

const meets = (value: number, { op, value: limit }: Target) => (op === '<' ? value < limit : op === '<=' ? value <= limit : value >= limit);

/**
 * Records one figure of a bench: prints `line` as the bench always has (given the verdict when
 * it is a function), marks the run failed on a missed target, and, when the report runner asks
 * (BENCH_FIGURES names a file), appends the figure as a JSON line, so the report reads figures
 * as data rather than parsing what the benches print. Answers whether it passed (true without a target).
 */
export function record(figure: Figure, line?: string | ((verdict: Verdict) => string)): boolean {
  const measured = Number.isFinite(figure.value);
  const pass = figure.pass ?? (figure.target ? measured && meets(figure.value, figure.target) : undefined);
  if (line !== undefined) console.log(typeof line === 'string' ? line : line(pass === false ? 'FAIL' : 'PASS'));
  if (pass === false) process.exitCode = 1;
  const file = process.env[FIGURES_FILE_ENV];
  if (file) {
    const recorded: RecordedFigure = {
      bench: path.basename(process.argv[1], '.ts'),
      name: figure.name,
      // Four significant digits: more is this machine's noise.
      value: measured ? Number(figure.value.toPrecision(4)) : null,
      unit: figure.unit,
      ...(figure.target && { target: figure.target }),
      pass: pass ?? null,
      ...(figure.baseline && { baseline: figure.baseline }),
      better:
        figure.better ??
        (figure.target ? (figure.target.op === '>=' ? 'higher' : 'lower') : figure.unit.endsWith('/s') ? 'higher' : 'lower'),
      summary: figure.summary ?? pass !== undefined,
    };
    appendFileSync(file, `${JSON.stringify(recorded)}\n`);
  }
  return pass ?? true;
}
