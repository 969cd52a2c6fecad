import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';
import type { RecordedFigure } from './figure';
import { compare, dataBlock, previousReport, REGRESSION_SHARE, RESULTS_DIR, type BenchRun, type ReportData } from './report-data';

const README = path.join(import.meta.dirname, '..', 'README.md');
/** bench/README.md quotes the latest report between these lines; the runner rewrites what is between them. */
const QUOTE_START = '<!-- latest report: written by `npm run bench -- report` -->';
const QUOTE_END = '<!-- end of the latest report -->';

const benchName = (file: string) => path.basename(file, '.ts');
const load = (averages: number[]) => averages.map((n) => n.toFixed(1)).join(' / ');

function number(value: number): string {
  const abs = Math.abs(value);
  const digits = abs === 0 || abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

const unitOf = (text: string, unit: string) => (unit === '' ? text : unit === 'x' ? `${text}x` : `${text} ${unit}`);
const withUnit = (value: number | null, unit: string) => (value === null ? '—' : unitOf(number(value), unit));

// A target as the bench states it (50 ms, 0.6x), not to the figures' precision.
const target = ({ target, unit }: RecordedFigure) => (target ? `${target.op} ${unitOf(target.value.toLocaleString('en'), unit)}` : '');
const verdict = (f: RecordedFigure) => (f.pass === null ? '' : f.pass ? 'PASS' : '**FAIL**');

const status = (run: BenchRun) =>
  run.status === 0 ? 'every target met' : run.status === 1 ? 'a target missed' : `**did not finish** (exit ${run.status ?? 'by signal'})`;

/** The figure's ratio to its baseline, when the baseline is a plain figure of the same unit (a ratio figure says so itself). */
function versus(f: RecordedFigure, figures: RecordedFigure[]): string {
  const base = figures.find((b) => b.name === f.baseline);
  if (!base) return '';
  if (base.unit !== f.unit || f.value === null || !base.value) return `ratio to ${base.name}`;
  return `${(f.value / base.value).toFixed(2)}x ${base.name}`;
}

function changeCell(f: RecordedFigure, previous: ReportData | undefined): [string, string] {
  if (!previous) return ['', ''];
  const { previous: before, change, regression, newlyFailing } = compare(f, previous);
  if (!before) return ['new', ''];
  const was = withUnit(before.value, before.unit);
  const pct = change === undefined ? '—' : `${change > 0 ? '+' : ''}${(change * 100).toFixed(1)} %`;
  const mark = newlyFailing ? ' **PASS → FAIL**' : regression ? ' **worse**' : '';
  return [was, `${pct}${mark}`];
}

function table(rows: string[][], header: string[]): string {
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The figures with a target or a check (and those a bench marks as headline), every bench in one table. */
const FIGURE_COLUMNS = ['figure', 'value', 'against', 'target', 'verdict', 'previous', 'change'];
const figureRow = (f: RecordedFigure, run: BenchRun, previous: ReportData | undefined) => [
  f.name,
  withUnit(f.value, f.unit),
  versus(f, run.figures),
  target(f),
  verdict(f),
  ...changeCell(f, previous),
];

function summaryTable(data: ReportData, previous: ReportData | undefined): string {
  const rows = data.benches.flatMap((run) =>
    run.figures.filter((f) => f.summary).map((f) => [benchName(run.file), ...figureRow(f, run, previous)]),
  );
  return table(rows, ['bench', ...FIGURE_COLUMNS]);
}

function benchSection(run: BenchRun, previous: ReportData | undefined): string {
  const head =
    `### ${benchName(run.file)}\n\n${run.seconds.toFixed(0)} s, ${status(run)}; load average ${load(run.loadBefore)} before, ` +
    `${load(run.loadAfter)} after. Settings: ${run.settings}.`;
  if (!run.figures.length) return `${head}\n\nNo figures recorded.`;
  return `${head}\n\n${table(
    run.figures.map((f) => figureRow(f, run, previous)),
    FIGURE_COLUMNS,
  )}`;
}

function regressions(data: ReportData, previous: ReportData | undefined): string {
  if (!previous) return '';
  const worse = data.benches.flatMap((run) =>
    run.figures.filter((f) => compare(f, previous).regression).map((f) => `${benchName(run.file)}: ${f.name}`),
  );
  const rule = `more than ${REGRESSION_SHARE * 100} % worse than in the previous report, or failing where it passed`;
  return worse.length ? `\n**Regressions** (${rule}): ${worse.join('; ')}.\n` : `\nNo regression (${rule}).\n`;
}

const shortDate = (data: ReportData) => data.date.slice(0, 10);

function overview(data: ReportData, previousName: string | undefined): string {
  const dirty = data.dirtyFiles
    ? `, with ${data.dirtyFiles} files changed or new in the working tree (what ran is the tree, not the commit alone)`
    : ', clean working tree';
  const { cpus, model, memoryGiB, node } = data.machine;
  return [
    `- Started ${data.date.replace('T', ' ').slice(0, 16)} UTC at commit ${data.commit} (${data.subject})${dirty}.`,
    `- Machine: ${cpus} CPUs (${model}), ${memoryGiB} GiB, Node ${node}; load average (1, 5, 15 min) ${load(data.loadBefore)} before the run, ${load(data.loadAfter)} after. Other work on the machine skews every figure: read each beside its bench's load average.`,
    `- Seeding the shared data and building the app: ${data.setupSeconds.toFixed(0)} s; the benches: ${data.benches.reduce((sum, run) => sum + run.seconds, 0).toFixed(0)} s.`,
    `- Compared with: ${previousName ? `[${previousName}](${previousName})` : 'no earlier report'}.`,
  ].join('\n');
}

const format = async (file: string, text: string) => prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });

/** Writes bench/results/<date>-<commit>.md and quotes its summary in bench/README.md; answers the report's path. */
export async function writeReport(data: ReportData): Promise<string> {
  const previous = await previousReport(data.date);
  const name = `${shortDate(data)}-${data.commit}.md`;
  const file = path.join(RESULTS_DIR, name);
  const left = data.leftOut.map(([bench, why]) => `- ${benchName(bench)}: ${why}.`).join('\n');
  const text = [
    `# Bench report ${shortDate(data)}, ${data.commit}\n`,
    overview(data, previous?.name),
    regressions(data, previous?.data),
    `## Summary\n\n${summaryTable(data, previous?.data)}\n`,
    `## Benches\n\n${data.benches.map((run) => benchSection(run, previous?.data)).join('\n\n')}\n`,
    `Left out of the report (\`npm run bench -- <name>\` runs them):\n\n${left}\n`,
    `## Data\n\nThe figures as recorded, read by the next report for its comparison.\n\n${dataBlock(data)}`,
  ].join('\n');
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(file, await format(file, text));

  const readme = await readFile(README, 'utf8');
  const start = readme.indexOf(QUOTE_START);
  const end = readme.indexOf(QUOTE_END);
  if (start < 0 || end < start) throw new Error(`bench/README.md lacks the lines ${QUOTE_START} and ${QUOTE_END}`);
  const quote =
    `The latest report, [results/${name}](results/${name}) (${shortDate(data)}, commit ${data.commit}${data.dirtyFiles ? ' with uncommitted changes' : ''}, ` +
    `load average ${load(data.loadBefore)} before the run on ${data.machine.cpus} cores); its summary:\n\n${summaryTable(data, previous?.data)}\n`;
  await writeFile(README, await format(README, `${readme.slice(0, start)}${QUOTE_START}\n\n${quote}\n${readme.slice(end)}`));
  return file;
}
