import { Type, type Static } from 'typebox';
import { ListQuery } from './list-query';
import { operation } from './operation';
import { Nullable, StringEnum } from './schema-types';

/**
 * What waits for an admin's decision, by kind: an NDA round to accept or reject (round 2 once
 * round 1 is accepted), a data room file neither published nor rejected, a buyer's request
 * neither answered by a file under its heading after it nor marked answered with a note, and a
 * discrete-access grant on a property no longer active and discrete.
 */
export const INBOX_KINDS = ['nda-round-1', 'nda-round-2', 'file', 'request', 'discrete-access'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const InboxItem = Type.Object({
  id: Type.String({ description: "'{kind}-{itemId}': unique across kinds" }),
  kind: StringEnum(INBOX_KINDS),
  itemId: Type.Integer({ description: 'The NDA register entry, data room item, request or grant' }),
  propertyId: Type.Integer(),
  propertyReference: Type.String(),
  propertyTitle: Type.String(),
  subject: Type.String({ description: "The buyer's name, the file's name or the request's title" }),
  round: Nullable(Type.Integer({ description: 'The data room round, when the item has one' })),
  waitingSince: Type.String({ format: 'date-time' }),
});
export type InboxItem = Static<typeof InboxItem>;

export const InboxListQuery = Type.Object(ListQuery.properties, {
  description: 'filter: kind (one of the kinds), propertyId. Sort: waitingSince (default, oldest first), kind, propertyReference.',
});

const InboxCounts = Type.Object({
  total: Type.Integer(),
  byKind: Type.Record(Type.String(), Type.Integer(), { description: 'How many of each kind wait (kinds with none left out)' }),
});

export const inboxOperations = {
  getInboxCounts: operation({
    method: 'GET',
    path: '/inbox/counts',
    answer: InboxCounts,
    summary: "How many items wait for a decision, in all and by kind (the sidebar's badge)",
  }),
};
