import { expect, type Page } from '@playwright/test';

/** The react-admin list parameters of a request (`?sort=[...]&range=[...]&filter={...}`), parsed. */
export interface ListParams {
  filter: Record<string, unknown>;
  sort: [string, string] | [];
  range: [number, number] | [];
}

/** Which GET requests are a screen's list requests (not its lookups). */
export type IsList = (url: URL) => boolean;

const parse = (url: URL): ListParams => ({
  filter: JSON.parse(url.searchParams.get('filter') ?? '{}'),
  sort: JSON.parse(url.searchParams.get('sort') ?? '[]'),
  range: JSON.parse(url.searchParams.get('range') ?? '[]'),
});

/**
 * Runs `action` and waits for the list request it causes: the one to `isList` whose
 * parameters pass `matches` (filters are sent after a short debounce, so an earlier request
 * may come first). Returns the rows it answered, which the screen then shows, and the total
 * of its `Content-Range` (the rows' count when it has none), which the pager then shows.
 */
export async function listAnswerAfter<T = Record<string, unknown>>(
  page: Page,
  isList: IsList,
  action: () => Promise<unknown>,
  matches: (params: ListParams) => boolean = () => true,
): Promise<{ rows: T[]; total: number }> {
  const response = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return res.request().method() === 'GET' && isList(url) && matches(parse(url));
  });
  await action();
  const answer = await response;
  expect(answer.status()).toBe(200);
  const rows = (await answer.json()) as T[];
  const total = answer.headers()['content-range']?.split('/').pop();
  return { rows, total: total && /^\d+$/.test(total) ? Number(total) : rows.length };
}

/** listAnswerAfter's rows alone. */
export const listReloadsAfter = async <T = Record<string, unknown>>(
  page: Page,
  isList: IsList,
  action: () => Promise<unknown>,
  matches?: (params: ListParams) => boolean,
): Promise<T[]> => (await listAnswerAfter<T>(page, isList, action, matches)).rows;
