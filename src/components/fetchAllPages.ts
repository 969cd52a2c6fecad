import type { DataProvider, RaRecord, SortPayload } from 'react-admin';

/** The API answers at most 1000 rows a page (MAX_PAGE in server/lib/list-query.ts). */
const PAGE_SIZE = 500;

/**
 * Every record of a resource matching the list's filter, in its order: the API pages, so this
 * asks for page after page until it has the total (or a short page, when the total is unknown).
 */
export async function fetchAllPages<T extends RaRecord>(
  dataProvider: DataProvider,
  resource: string,
  sort: SortPayload,
  filter: Record<string, unknown>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await dataProvider.getList<T>(resource, { pagination: { page, perPage: PAGE_SIZE }, sort, filter });
    rows.push(...result.data);
    const done = result.data.length < PAGE_SIZE || (result.total != null && rows.length >= result.total);
    if (done) return rows;
  }
}
