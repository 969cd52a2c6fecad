import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RecordedFigure } from './figure';

/** One bench's run in a report. */
export interface BenchRun {
  file: string;
  settings: string;
  seconds: number;
  /** 0: every target met; 1: a target missed; 2: the bench broke (bench/lib/run-bench.ts); null: killed. */
  status: number | null;
  /** os.loadavg() (1, 5 and 15 minutes) before and after the bench. */
  loadBefore: number[];
  loadAfter: number[];
  figures: RecordedFigure[];
}

/** Everything a report says, kept as JSON at the end of its .md so the next report compares with it. */
export interface ReportData {
  version: 1;
  /** When the run started (ISO). */
  date: string;
  commit: string;
  subject: string;
  /** Files `git status` showed changed or new when the run started: the figures measure that tree. */
  dirtyFiles: number;
  machine: { cpus: number; model: string; memoryGiB: number; node: string };
  /** Seeding the shared data and building the app, before the first bench. */
  setupSeconds: number;
  loadBefore: number[];
  loadAfter: number[];
  benches: BenchRun[];
  leftOut: [file: string, why: string][];
}

export const RESULTS_DIR = path.join(import.meta.dirname, '..', 'results');

const DATA_BLOCK = /```json\n([\s\S]*?)\n```\s*$/;

/** The report's JSON, a line per figure (prettier left out: it would spread each over ten lines). */
export function dataBlock({ benches, ...head }: ReportData): string {
  const runs = benches.map(
    ({ figures, ...run }) =>
      `  ${JSON.stringify(run).slice(0, -1)},"figures":[\n${figures.map((f) => `    ${JSON.stringify(f)}`).join(',\n')}\n  ]}`,
  );
  return `<!-- prettier-ignore -->\n\`\`\`json\n${JSON.stringify(head).slice(0, -1)},"benches":[\n${runs.join(',\n')}\n]}\n\`\`\`\n`;
}

/** The latest report in bench/results/ that started before `date`, with its file name. */
export async function previousReport(date: string): Promise<{ name: string; data: ReportData } | undefined> {
  let latest: { name: string; data: ReportData } | undefined;
  const names = (await readdir(RESULTS_DIR).catch(() => [])).filter((name) => name.endsWith('.md'));
  for (const name of names) {
    const block = DATA_BLOCK.exec(await readFile(path.join(RESULTS_DIR, name), 'utf8'));
    if (!block) continue;
    const data = JSON.parse(block[1]) as ReportData;
    if (data.date < date && (!latest || data.date > latest.data.date)) latest = { name, data };
  }
  return latest;
}

/** Beyond this share worse than the previous report, a figure is marked a regression: this machine drifts by some percent between runs. */
export const REGRESSION_SHARE = 0.1;

export interface Change {
  previous?: RecordedFigure;
  /** value / previous - 1, when both were measured. */
  change?: number;
  regression: boolean;
  /** Passed before, fails now. */
  newlyFailing: boolean;
}

export function compare(figure: RecordedFigure, previous: ReportData | undefined): Change {
  const before = previous?.benches.flatMap((run) => run.figures).find((f) => f.bench === figure.bench && f.name === figure.name);
  const newlyFailing = before?.pass === true && figure.pass === false;
  if (!before || before.value === null || figure.value === null || before.value === 0) {
    return { previous: before, regression: newlyFailing, newlyFailing };
  }
  const change = figure.value / before.value - 1;
  const worse = figure.better === 'higher' ? -change : change;
  return { previous: before, change, regression: newlyFailing || worse > REGRESSION_SHARE, newlyFailing };
}
