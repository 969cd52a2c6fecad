import simpleRestProvider from 'ra-data-simple-rest';
import {
  HttpError,
  type CreateParams,
  type fetchUtils,
  type GetOneParams,
  type DataProvider,
  type DeleteParams,
  type GetListParams,
  type GetManyParams,
  type RaRecord,
  type UpdateParams,
} from 'react-admin';
import { lookupOperations } from '@common/api/lookups';
import type { AppDataProvider } from './dataProviderTypes';
import { editConflictOf } from './components/edit-conflict/editConflict';
import { fetchHttpClient, type HttpClient, type HttpRequest } from './httpClient';
import { listQueryString } from './listQueryString';
import { operationMethods } from './operationCall';
import { operations } from './operations';
import { resources } from './resources';
import type { DataAction, ResourceApi } from './resources/types';

/**
 * react-admin's simple REST client (ra-data-simple-rest) over our HttpClient: its URLs carry no
 * base (the client adds API_URL). `extra` is what its protocol has no place for: an
 * Idempotency-Key on a create, the loaded version (If-Match) on an update. Its `Range` request
 * header is not sent: our lists read the range from the query, and answer `Content-Range`.
 */
const simpleRest = (http: HttpClient, extra: HttpRequest = {}) =>
  simpleRestProvider('', async (url: string, options: fetchUtils.Options = {}) => {
    const body = typeof options.body === 'string' ? (JSON.parse(options.body) as unknown) : undefined;
    const { status, headers, json } = await http(url, { ...extra, method: options.method, body, signal: options.signal ?? undefined });
    return { status, headers, json, body: '' };
  });

/** ra-data-simple-rest's resource is the URL's path without its leading slash. */
const restName = (path: string) => path.replace(/^\//, '');

/** The version a record was loaded at (records that have one carry `version`). */
const versionOf = (record: unknown): string | undefined => {
  const version = (record as { version?: unknown } | undefined)?.version;
  return typeof version === 'string' ? version : undefined;
};

/**
 * react-admin's simple REST protocol, which our lists speak (sort, range, filter, Content-Range),
 * with the spec's own URLs where a resource names them (src/resources/types.ts). Field errors of
 * a 400 pass through so forms show them under their fields; other failures carry the spec's
 * message for the action.
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

  const rest = simpleRest(http);

  // Records are whatever the API answers for the resource: react-admin names their type (R) at the call site.
  const dataProvider: DataProvider = {
    getList: <R extends RaRecord>(resource: string, params: GetListParams) =>
      run(resource, 'getList', async (api) => {
        const path = api.listPath ?? api.path;
        const { pagination, sort, signal } = params;
        // Without a page the list answers every row, and no Content-Range: simple REST always asks for a page.
        if (!pagination) {
          const filter = params.filter as Record<string, unknown> | undefined;
          const { json } = await http<R[]>(`${path}${listQueryString({ sort, filter })}`, { signal });
          return { data: json, total: json.length };
        }
        const { data, total } = await rest.getList<R>(restName(path), params);
        // A total of `*` (too many to count cheaply, read as NaN) means more pages follow: react-admin then pages with next/previous only.
        if (!Number.isNaN(total)) return { data, total };
        return { data, pageInfo: { hasNextPage: true, hasPreviousPage: pagination.page > 1 } };
      }),

    getOne: <R extends RaRecord>(resource: string, params: GetOneParams<R>) =>
      run(resource, 'getOne', async (api) => {
        if (!api.getOne) return rest.getOne<R>(restName(api.path), params);
        const { method, path, body } = api.getOne(params.id);
        return { data: (await http<R>(path, { method, body, signal: params.signal })).json };
      }),

    // Detail routes exist for every resource; lists do not all filter by id, as simple REST's getMany would ask.
    getMany: async <R extends RaRecord>(resource: string, { ids, signal }: GetManyParams<R>) => ({
      data: await Promise.all(ids.map(async (id) => (await dataProvider.getOne<R>(resource, { id, signal })).data)),
    }),

    getManyReference: (resource, { target, id, ...params }) =>
      dataProvider.getList(resource, { ...params, filter: { ...params.filter, [target]: id } }),

    // A doubled click sends one Idempotency-Key twice: the server makes one record.
    create: <R extends RaRecord>(resource: string, params: CreateParams<R>) =>
      run(resource, 'create', async (api) => {
        const { data } = await simpleRest(http, { idempotent: true }).create<R>(restName(api.path), params);
        return { data: { ...params.data, ...data } };
      }),

    // The version the record was loaded at goes as If-Match, never in the body (bodies are strict).
    update: <R extends RaRecord>(resource: string, { id, data, previousData }: UpdateParams<R>) =>
      run(resource, 'update', async (api) => {
        const { version: _sent, ...body } = data as Partial<R> & { version?: unknown };
        const ifMatch = versionOf(previousData);
        const answer = api.updatePath
          ? (await http<R>(api.updatePath(id), { method: 'PUT', body, ifMatch })).json
          : (await simpleRest(http, { ifMatch }).update<R>(restName(api.path), { id, data: body as Partial<R>, previousData })).data;
        return { data: { ...data, ...answer, id } };
      }),

    // A resource that names a bulk request changes every record in one request, all or nothing.
    updateMany: (resource, { ids, data }) =>
      run(resource, 'updateMany', async (api) => {
        if (api.updateMany) {
          const { method, path, body } = api.updateMany(ids, data);
          await http(path, { method, body });
        } else {
          await Promise.all(ids.map((id) => dataProvider.update(resource, { id, data, previousData: { id } })));
        }
        return { data: ids };
      }),

    // Our deletes answer no body (204): react-admin is given the record it deleted.
    delete: <R extends RaRecord>(resource: string, params: DeleteParams<R>) =>
      run(resource, 'delete', async (api) => {
        const { data } = await rest.delete<R>(restName(api.path), params);
        return { data: data ?? params.previousData ?? ({ id: params.id } as R) };
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
    getLookup: (name, options) => lookups[name](undefined, options),
  };
}

export const dataProvider = createDataProvider(fetchHttpClient, Object.fromEntries(resources.map((r) => [r.name, r.api])));
