import type { DataProvider, Identifier } from 'react-admin';
import type { Static } from 'typebox';
import type { CallOptions, OperationMethods } from './operationCall';
import type { operations } from './operations';
import type { LookupName, lookupOperations } from '@common/api/lookups';
import type { OperationAnswer } from '@common/api/operation';
import type { User } from '@common/api/users';

/**
 * What the app's data provider offers beyond react-admin's methods, typed from the API's own
 * schemas. Screens ask for it with `useDataProvider<AppDataProvider>()`. It lives apart from
 * `dataProvider.ts` so that a screen can name it without importing the provider, which imports
 * every resource (and so every screen). The methods of the declared operations (src/operations.ts)
 * are typed from their declarations; the rest are written here. A `version` is the one the record was loaded at: the
 * server refuses the write (409, naming who changed it) if the record has changed since.
 */
export interface AppDataProvider extends DataProvider, OperationMethods<typeof operations> {
  /** A lookup of spec §7 (`GET /categories`, ...) by name, as common/api/lookups.ts declares each: its `{ id, title }` rows, for a select. */
  getLookup(name: LookupName, options?: CallOptions): Promise<OperationAnswer<(typeof lookupOperations)[LookupName]>>;

  /**
   * Active users with the Agent role (6), each with their agency; only one agency's when
   * `agencyId` is given. A deactivated agent is offered to no one (issue 28, item 7).
   */
  getAgents(agencyId?: Identifier, signal?: AbortSignal): Promise<Array<Static<typeof User>>>;

  /** Spec §5 'User search': active buyers whose name or email contains `text` (3 characters or more), at most 20. */
  searchBuyers(text: string, signal?: AbortSignal): Promise<BuyerOption[]>;
}

/** A buyer as the buyer search lists them (spec §3 'User search result'). */
export interface BuyerOption {
  id: number;
  firstName: string;
  lastName: string;
  emailAddress: string;
}
