import { Type, type Static } from 'typebox';
import { operation } from './operation';
import { Id, Nullable, StringEnum } from './schema-types';

/**
 * What a buyer did or had done for them on a property (issue 33 'A buyer's path'): a page viewed
 * or an enquiry (reported by the public site), an NDA uploaded for them and each round's
 * decision, discrete access granted or removed, a due-diligence request they made.
 */
export const PATH_KINDS = ['view', 'enquiry', 'nda-upload', 'nda-decision', 'discrete-granted', 'discrete-removed', 'request'] as const;
export type PathKind = (typeof PATH_KINDS)[number];

export const PathEvent = Type.Object({
  at: Type.String({ format: 'date-time' }),
  kind: StringEnum(PATH_KINDS),
  itemId: Type.Integer({ description: 'The activity entry, NDA register entry, discrete grant or request it is about' }),
  round: Nullable(Type.Integer({ description: 'The data room round of an NDA decision or a request' })),
  description: Type.String(),
});
export type PathEvent = Static<typeof PathEvent>;

export const PathGroup = Type.Object({
  propertyId: Type.Integer(),
  propertyReference: Type.String(),
  propertyTitle: Type.String(),
  events: Type.Array(PathEvent, { description: 'Oldest first' }),
});
export type PathGroup = Static<typeof PathGroup>;

export const buyerPathOperations = {
  getBuyerPath: operation({
    method: 'GET',
    path: '/users/:id/path',
    params: Type.Object({ id: Id('The buyer') }),
    querystring: Type.Object({
      propertyId: Type.Optional(Id('Only this property')),
      kind: Type.Optional(StringEnum(PATH_KINDS, 'Only events of this kind')),
    }),
    answer: Type.Array(PathGroup),
    summary: "A buyer's path: per property they touched, what happened, in time order",
    description:
      'Groups by property, the one touched last first; each group oldest event first. 404 for an unknown user, 400 for a user who is not a buyer (role type 5).',
  }),
};
