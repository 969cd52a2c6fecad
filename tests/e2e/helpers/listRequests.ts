import { expect, type Page } from '@playwright/test';

/** The react-admin list parameters of a request (`?sort=[...]&range=[...]&filter={...}`), parsed. */
export interface ListParams {
  filter: Record<string, unknown>;
  sort: [string, string] | [];
  range: [number, number] | [];
}

const parse = (url: URL): ListParams => ({
  filter: JSON.parse(url.searchParams.get('filter') ?? '{}'),
  sort: JSON.parse(url.searchParams.get('sort') ?? '[]'),
  range: JSON.parse(url.searchParams.get('range') ?? '[]'),
});

/**
 * Runs `action` and waits for the list request it causes: the one to `isList` whose
 * parameters pass `matches` (filters are sent after a short debounce, so an earlier request
 * may come first). Returns the rows it answered, which the screen then shows.
 */
export async function listReloadsAfter<T = Record<string, unknown>>(
  page: Page,
  isList: (url: URL) => boolean,
  action: () => Promise<unknown>,
  matches: (params: ListParams) => boolean = () => true,
): Promise<T[]> {
  const response = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return res.request().method() === 'GET' && isList(url) && matches(parse(url));
  });
  await action();
  const answer = await response;
  expect(answer.status()).toBe(200);
  return (await answer.json()) as T[];
}
