import type { DataProvider } from 'react-admin';
import type { CallOptions, OperationMethods } from './operationCall';
import type { operations } from './operations';
import type { LookupName, lookupOperations } from '@common/api/lookups';
import type { OperationAnswer } from '@common/api/operation';

/**
 * What the app's data provider offers beyond react-admin's methods, typed from the API's own
 * schemas. Screens ask for it with `useDataProvider<AppDataProvider>()`. It lives apart from
 * `dataProvider.ts` so that a screen can name it without importing the provider, which imports
 * every resource (and so every screen). The methods of the declared operations (src/operations.ts)
 * are typed from their declarations; getLookup, which picks one of the declared lookups by name, is
 * written here. An `ifMatch` is the version the record was loaded at: the server refuses the write
 * (409, naming who changed it) if the record has changed since.
 */
export interface AppDataProvider extends DataProvider, OperationMethods<typeof operations> {
  /** A lookup of spec §7 (`GET /categories`, ...) by name, as common/api/lookups.ts declares each: its `{ id, title }` rows, for a select. */
  getLookup(name: LookupName, options?: CallOptions): Promise<OperationAnswer<(typeof lookupOperations)[LookupName]>>;
}
