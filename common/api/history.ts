import { Type, type Static } from 'typebox';
import { operation } from './operation';
import { Id, Nullable, StringEnum } from './schema-types';

/** The records that have a History panel (issue 33): the app's resources that hold an audit trail of their own. */
const HISTORY_ENTITIES = ['property', 'user', 'seller', 'agency', 'portfolio'] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/** A page of the panel: 'Load more' asks for the next. */
export const HISTORY_PAGE = 20;

const HistoryChange = Type.Object({ field: Type.String(), from: Type.Unknown(), to: Type.Unknown() });

export const HistoryEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  adminName: Nullable(Type.String({ description: 'Who made the change or took the file; null once that admin is removed' })),
  description: Type.String(),
  changes: Type.Array(HistoryChange, { description: 'Each field that moved; a download lists none (its file is in the description)' }),
  kind: StringEnum(['change', 'download'] as const, 'download: a data room file or an NDA sent to an admin (or previewed)'),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

const HistoryQuery = Type.Object({
  entityType: StringEnum(HISTORY_ENTITIES),
  id: Id('The record'),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'Entries to skip: the page after them' })),
});

const HistoryPage = Type.Object({
  entries: Type.Array(HistoryEntry),
  more: Type.Boolean({ description: 'Older entries follow' }),
});
export type HistoryPage = Static<typeof HistoryPage>;

export const historyOperations = {
  getHistory: operation({
    method: 'GET',
    path: '/history',
    querystring: HistoryQuery,
    answer: HistoryPage,
    summary: "A record's history from the audit trail: who changed which field from what to what, newest first",
    description: [
      `Pages of ${HISTORY_PAGE}. A property's history is every audit entry filed under it: its own fields, its content,`,
      'media, data room, NDAs, discrete access and portfolios, and the downloads of its data room files and NDAs.',
      "A user's, seller's, agency's or portfolio's is the entries about that record itself. An unknown record answers an empty page.",
    ].join(' '),
  }),
};
