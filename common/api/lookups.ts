import { Type } from 'typebox';
import { operation } from './operation';

const Lookup = Type.Object({ id: Type.Integer(), title: Type.String() });
const LookupList = Type.Array(Lookup);

const lookup = <const P extends string>(path: P, summary: string) => operation({ method: 'GET', path, answer: LookupList, summary });

/**
 * Spec §7 Lookups: the small reference lists behind the forms' dropdowns, by the name the app
 * asks for each (its path without the slash). The data provider's getLookup picks one by name.
 */
export const lookupOperations = {
  categories: lookup('/categories', 'Property categories'),
  'property-status': lookup('/property-status', 'Property statuses'),
  provinces: lookup('/provinces', 'Provinces'),
  countries: lookup('/countries', 'Countries'),
  'user-role-types': lookup('/user-role-types', 'User role types (5 buyer, 6 agent)'),
};

/** A lookup of spec §7, as getLookup names it. */
export type LookupName = keyof typeof lookupOperations;
