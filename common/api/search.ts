import { Type, type Static } from 'typebox';
import { operation } from './operation';
import { StringEnum } from './schema-types';

/** The kinds of record the search across everything finds, in the order their groups are shown. */
export const SEARCH_KINDS = ['properties', 'users', 'sellers', 'agencies', 'portfolios', 'files'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Fewer characters than this find too much to be of use: the search asks for more. */
export const SEARCH_ALL_MIN_CHARACTERS = 2;

const SearchHit = Type.Object({
  kind: StringEnum(SEARCH_KINDS),
  id: Type.Integer({ description: "The record's id (a file's: its data room item)" }),
  title: Type.String({ description: 'What the record is called' }),
  detail: Type.String({ description: "What tells it apart: a property's reference and suburb, a user's email, a file's property" }),
  /** A data room file's property and round, to open it where it lives. */
  propertyId: Type.Optional(Type.Integer()),
  round: Type.Optional(Type.Integer()),
});
export type SearchHit = Static<typeof SearchHit>;

const SearchQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 100, description: `At least ${SEARCH_ALL_MIN_CHARACTERS} non-blank characters` }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 5, description: 'Hits per kind' })),
});

export const searchOperations = {
  searchAll: operation({
    method: 'GET',
    path: '/search',
    querystring: SearchQuery,
    answer: Type.Object({ hits: Type.Array(SearchHit) }),
    summary: 'Search across everything (Ctrl+K): properties, users, sellers, agencies, portfolios, data room files',
    description: [
      "Each kind's best `limit` hits, kinds in a fixed order (properties, users, sellers, agencies, portfolios, files).",
      'Case- and accent-insensitive, as the list searches, and read from their trigram indexes.',
      'Within a kind: a title that starts with the text first, then a word of it that does, then the closest by trigram similarity.',
    ].join(' '),
  }),
};
