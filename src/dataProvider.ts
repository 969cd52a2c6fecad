import { HttpError, type DataProvider, type Identifier, type SortPayload } from 'react-admin';
import { fetchHttpClient, type HttpClient } from './httpClient';
import { resources } from './resources';
import type { DataAction, ResourceApi } from './resources/types';

const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** `?sort=[...]&range=[...]&filter={...}` as the API's lists read it (empty parts left out). */
export function listQueryString({
  sort,
  range,
  filter,
}: {
  sort?: SortPayload;
  range?: [number, number];
  filter?: Record<string, unknown>;
}): string {
  const query: string[] = [];
  if (sort?.field) query.push(`sort=${encode([sort.field, sort.order])}`);
  if (range) query.push(`range=${encode(range)}`);
  if (filter && Object.keys(filter).length) query.push(`filter=${encode(filter)}`);
  return query.length ? `?${query.join('&')}` : '';
}

/**
 * `Content-Range: agencies 0-24/319` gives a total of 319; a plain array without it is the
 * whole list. A total of `*` (too many to count cheaply) means more pages follow: react-admin
 * then pages with next/previous only.
 */
function pagingFrom(
  headers: Headers,
  rows: unknown[],
  first: number,
): { total: number } | { pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean } } {
  const total = headers.get('Content-Range')?.split('/').pop();
  if (total === '*') return { pageInfo: { hasNextPage: true, hasPreviousPage: first > 0 } };
  return { total: total && /^\d+$/.test(total) ? Number(total) : rows.length };
}

/**
 * One generic provider over the API's URL shapes. Field errors of a 400 pass through so forms
 * show them under their fields; other failures carry the spec's message for the action.
 */
export function createDataProvider(http: HttpClient, apis: Record<string, ResourceApi>) {
  const apiOf = (resource: string): ResourceApi => {
    const api = apis[resource];
    if (!api) throw new Error(`Unknown resource '${resource}': add it to src/resources/index.ts`);
    return api;
  };

  async function run<T>(resource: string, action: DataAction, call: (api: ResourceApi) => Promise<T>): Promise<T> {
    const api = apiOf(resource);
    try {
      return await call(api);
    } catch (error) {
      const specMessage = api.errors?.[action];
      const hasFieldErrors = error instanceof HttpError && error.status === 400 && error.body?.errors;
      if (!specMessage || !(error instanceof HttpError) || hasFieldErrors) throw error;
      throw new HttpError(specMessage, error.status, error.body);
    }
  }

  const getOne = (resource: string, id: Identifier, signal?: AbortSignal) =>
    run(resource, 'getOne', async (api) => {
      const request = api.getOne?.(id) ?? { method: 'GET' as const, path: `${api.path}/${encodeURIComponent(String(id))}` };
      const { json } = await http<any>(request.path, { method: request.method, body: request.body, signal });
      return { data: json };
    });

  // Records are whatever the API answers for the resource: react-admin types them at the call site.
  /* eslint-disable @typescript-eslint/no-explicit-any */
  const dataProvider: DataProvider = {
    getList: (resource, { pagination, sort, filter, signal }) =>
      run(resource, 'getList', async (api) => {
        const first = pagination ? (pagination.page - 1) * pagination.perPage : 0;
        const range = pagination ? ([first, first + pagination.perPage - 1] as [number, number]) : undefined;
        const path = `${api.listPath ?? api.path}${listQueryString({ sort, range, filter })}`;
        const { json, headers } = await http<any[]>(path, { signal });
        return { data: json, ...pagingFrom(headers, json, first) };
      }),

    getOne: (resource, { id, signal }) => getOne(resource, id, signal),

    // Detail routes exist for every resource; lists do not all filter by id.
    getMany: async (resource, { ids, signal }) => ({
      data: await Promise.all(ids.map(async (id) => (await getOne(resource, id, signal)).data)),
    }),

    getManyReference: (resource, { target, id, ...params }) =>
      dataProvider.getList(resource, { ...params, filter: { ...params.filter, [target]: id } }),

    create: (resource, { data }) =>
      run(resource, 'create', async (api) => {
        const { json } = await http<any>(api.path, { method: 'POST', body: data });
        return { data: { ...data, ...json } };
      }),

    update: (resource, { id, data }) =>
      run(resource, 'update', async (api) => {
        const path = api.updatePath?.(id) ?? `${api.path}/${encodeURIComponent(String(id))}`;
        const { json } = await http<any>(path, { method: 'PUT', body: data });
        return { data: { ...data, ...json, id } };
      }),

    updateMany: async (resource, { ids, data }) => {
      await Promise.all(ids.map((id) => dataProvider.update(resource, { id, data, previousData: { id } })));
      return { data: ids };
    },

    delete: (resource, { id, previousData }) =>
      run(resource, 'delete', async (api) => {
        const path = api.deletePath?.(id) ?? `${api.path}/${encodeURIComponent(String(id))}`;
        await http(path, { method: 'DELETE' });
        return { data: (previousData ?? { id }) as any };
      }),

    deleteMany: async (resource, { ids }) => {
      await Promise.all(ids.map((id) => dataProvider.delete(resource, { id })));
      return { data: ids };
    },
  };

  return {
    ...dataProvider,
    /** The natures and statuses present in the activity log, for its filters. */
    getActivityFacets: async (signal?: AbortSignal) =>
      (await http<{ natures: string[]; statuses: string[] }>('/activity/facets', { signal })).json,

    /** A lookup of spec §7 (`GET /categories`, ...): its `{ id, title }` rows, for a select. */
    getLookup: async (name: 'categories' | 'property-status' | 'provinces' | 'countries' | 'user-role-types', signal?: AbortSignal) =>
      (await http<Array<{ id: number; title: string }>>(`/${name}`, { signal })).json,

    /** Spec §7: an admin sets a user's password; the server hashes it and ends the user's other sessions. */
    resetPassword: async (reset: { userId: number; newPassword: string }) =>
      (await http<unknown>('/auth/admin-reset-password', { method: 'POST', body: reset })).json,

    /** Every property in landing-page order (spec: `GET /properties?isfeatured=false`). */
    getLandingOrder: async (signal?: AbortSignal) => (await http<any[]>('/properties?isfeatured=false', { signal })).json,

    /** Move one property to sit after another on the landing page; `propertyBeforeId` 0 is the top. */
    reorderLanding: async (move: { propertyId: Identifier; propertyBeforeId: Identifier }) =>
      (await http<{ propertyId: number; from: number; to: number }>('/properties/re-order-landing-page', { method: 'PUT', body: move }))
        .json,

    /** Spec §7 Lookups named by a column of their own: every agency, for the property forms. */
    getAgencyChoices: async (signal?: AbortSignal) => (await http<Array<{ id: number; agencyName: string }>>('/agencies', { signal })).json,

    /** Every seller company (`GET /seller-companies`), for the property forms. */
    getSellerCompanyChoices: async (signal?: AbortSignal) =>
      (await http<Array<{ id: number; companyName: string }>>('/seller-companies', { signal })).json,

    /** Users with the Agent role (6), each with their agency; only one agency's when `agencyId` is given. */
    getAgents: async (agencyId?: Identifier, signal?: AbortSignal) =>
      (await http<any[]>(`/users?userRoleTypeId=6${agencyId ? `&agencyId=${encodeURIComponent(String(agencyId))}` : ''}`, { signal })).json,

    /**
     * Move a content block to a zero-based position among its property's blocks; the server
     * renumbers the property's blocks from 1 (spec §4 'Content item order').
     */
    reorderContentItem: async (move: { propertyId: Identifier; propertyContentItemId: Identifier; displayOrder: number }) =>
      (await http<any[]>('/property-content-items/re-order', { method: 'PUT', body: move })).json,
  };
}

export const dataProvider = createDataProvider(fetchHttpClient, Object.fromEntries(resources.map((r) => [r.name, r.api])));

export type AppDataProvider = ReturnType<typeof createDataProvider>;
