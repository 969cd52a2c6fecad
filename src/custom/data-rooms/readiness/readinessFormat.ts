import type { ReadinessCount, RoundReadiness } from '@common/api/readiness';

/**
 * The share published as a whole percentage, rounded down: 23 of 24 reads 95 %, never 100 %
 * while a document is still missing. Null when nothing is expected.
 */
export const readinessPercent = ({ done, required }: ReadinessCount): number | null =>
  required === 0 ? null : Math.floor((done * 100) / required);

/** '12/24 (50 %)': the column, the cards and the Summary tab. */
export const readinessLabel = (count: ReadinessCount) => `${count.done}/${count.required} (${readinessPercent(count) ?? 0} %)`;

/**
 * What is missing as plain text to paste into a message to the seller: each round with missing
 * headings under its name, one heading a line with its number.
 */
export function missingListText(rounds: readonly RoundReadiness[], roundName: (round: 1 | 2) => string): string {
  return rounds
    .filter((round) => round.missing.length > 0)
    .map((round) => [roundName(round.round), ...round.missing.map((m) => `${m.number} ${m.title}`.trim())].join('\n'))
    .join('\n\n');
}
