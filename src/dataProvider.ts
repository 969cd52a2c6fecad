import {
  HttpError,
  type CreateParams,
  type DataProvider,
  type DeleteParams,
  type GetListParams,
  type GetManyParams,
  type Identifier,
  type RaRecord,
  type UpdateParams,
} from 'react-admin';
import { lookupOperations } from '@common/api/lookups';
import type { AppDataProvider } from './dataProviderTypes';
import { editConflictOf } from './components/edit-conflict/editConflict';
import { fetchHttpClient, type HttpClient } from './httpClient';
import { listQueryString } from './listQueryString';
import { operationMethods } from './operationCall';
import { operations } from './operations';
import { resources } from './resources';
import type { DataAction, ResourceApi } from './resources/types';

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

/** The version a record was loaded at (records that have one carry `version`). */
const versionOf = (record: unknown): string | undefined => {
  const version = (record as { version?: unknown } | undefined)?.version;
  return typeof version === 'string' ? version : undefined;
};

/**
 * One generic provider over the API's URL shapes. Field errors of a 400 pass through so forms
 * show them under their fields; other failures carry the spec's message for the action.
 */
export function createDataProvider(http: HttpClient, apis: Record<string, ResourceApi>): AppDataProvider {
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
      // A refused stale edit says who changed the record, whatever the screen's own words for a failure.
      if (editConflictOf(error)) throw error;
      const specMessage = api.errors?.[action];
      const hasFieldErrors =
        error instanceof HttpError && error.status === 400 && Boolean((error.body as { errors?: unknown } | undefined)?.errors);
      if (!specMessage || !(error instanceof HttpError) || hasFieldErrors) throw error;
      throw new HttpError(specMessage, error.status, error.body);
    }
  }

  // Records are whatever the API answers for the resource: react-admin names their type (R) at the call site.
  const getOne = <R extends RaRecord>(resource: string, id: Identifier, signal?: AbortSignal) =>
    run(resource, 'getOne', async (api) => {
      const request = api.getOne?.(id) ?? { method: 'GET' as const, path: `${api.path}/${encodeURIComponent(String(id))}` };
      const { json } = await http<R>(request.path, { method: request.method, body: request.body, signal });
      return { data: json };
    });

  const dataProvider: DataProvider = {
    getList: <R extends RaRecord>(resource: string, { pagination, sort, filter, signal }: GetListParams) =>
      run(resource, 'getList', async (api) => {
        const first = pagination ? (pagination.page - 1) * pagination.perPage : 0;
        const range = pagination ? ([first, first + pagination.perPage - 1] as [number, number]) : undefined;
        const path = `${api.listPath ?? api.path}${listQueryString({ sort, range, filter: filter as Record<string, unknown> })}`;
        const { json, headers } = await http<R[]>(path, { signal });
        return { data: json, ...pagingFrom(headers, json, first) };
      }),

    getOne: (resource, { id, signal }) => getOne(resource, id, signal),

    // Detail routes exist for every resource; lists do not all filter by id.
    getMany: async <R extends RaRecord>(resource: string, { ids, signal }: GetManyParams<R>) => ({
      data: await Promise.all(ids.map(async (id) => (await getOne<R>(resource, id, signal)).data)),
    }),

    getManyReference: (resource, { target, id, ...params }) =>
      dataProvider.getList(resource, { ...params, filter: { ...params.filter, [target]: id } }),

    create: <R extends RaRecord>(resource: string, { data }: CreateParams<R>) =>
      run(resource, 'create', async (api) => {
        const { json } = await http<R>(api.path, { method: 'POST', body: data, idempotent: true });
        return { data: { ...data, ...json } };
      }),

    // The version the record was loaded at goes as If-Match, never in the body (bodies are strict).
    update: <R extends RaRecord>(resource: string, { id, data, previousData }: UpdateParams<R>) =>
      run(resource, 'update', async (api) => {
        const path = api.updatePath?.(id) ?? `${api.path}/${encodeURIComponent(String(id))}`;
        const { version: _sent, ...body } = data as Partial<R> & { version?: unknown };
        const { json } = await http<R>(path, { method: 'PUT', body, ifMatch: versionOf(previousData) });
        return { data: { ...data, ...json, id } };
      }),

    updateMany: async (resource, { ids, data }) => {
      await Promise.all(ids.map((id) => dataProvider.update(resource, { id, data, previousData: { id } })));
      return { data: ids };
    },

    delete: <R extends RaRecord>(resource: string, { id, previousData }: DeleteParams<R>) =>
      run(resource, 'delete', async (api) => {
        const path = api.deletePath?.(id) ?? `${api.path}/${encodeURIComponent(String(id))}`;
        await http(path, { method: 'DELETE' });
        return { data: previousData ?? ({ id } as R) };
      }),

    deleteMany: async (resource, { ids }) => {
      await Promise.all(ids.map((id) => dataProvider.delete(resource, { id })));
      return { data: ids };
    },
  };

  const lookups = operationMethods(http, lookupOperations);

  // Each method is described where its type is (dataProviderTypes.ts).
  return {
    ...dataProvider,
    ...operationMethods(http, operations),
    getLookup: (name, options) => lookups[name]({}, options),
  };
}

export const dataProvider = createDataProvider(fetchHttpClient, Object.fromEntries(resources.map((r) => [r.name, r.api])));
