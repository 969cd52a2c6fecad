import type { DashboardFigures } from '@common/api/dashboard';

type Activity = DashboardFigures['activity'];

const DAY_MS = 86_400_000;

/** Every UTC day from `from` to `to`, both included, as 'YYYY-MM-DD'. */
function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The activity as the chart draws it: every day of the range (days without entries count 0),
 * one series per nature (the most frequent first), and each day's and nature's total.
 */
export function activitySeries({ from, to, byDay }: Activity) {
  const days = daysFrom(from, to);
  const place = new Map(days.map((day, i) => [day, i]));
  const perNature = new Map<string, number[]>();
  for (const { day, nature, count } of byDay) {
    const i = place.get(day);
    if (i === undefined) continue;
    const data =
      perNature.get(nature) ??
      perNature
        .set(
          nature,
          days.map(() => 0),
        )
        .get(nature)!;
    data[i] += count;
  }
  const sum = (data: number[]) => data.reduce((total, n) => total + n, 0);
  const natures = [...perNature].map(([nature, data]) => ({ nature, data, total: sum(data) })).sort((a, b) => b.total - a.total);
  const perDay = days.map((day, i) => ({ day, count: sum(natures.map(({ data }) => data[i])) }));
  return { days, natures, perDay };
}
