import { Type, type Static } from 'typebox';
import { DataRoomItem, ExtDdRequest } from './data-rooms';
import { operation } from './operation';
import { Id, StringEnum } from './schema-types';

/**
 * Why a buyer sees less than the admin (issue 33 'View as buyer'): the property is not
 * published, or is discrete and they have no access; or the round waits for their NDA, which
 * they have not signed, or which is pending or rejected for that round.
 */
const WITHHELD_REASONS = ['property-unpublished', 'discrete-no-access', 'nda-none', 'nda-pending', 'nda-rejected'] as const;
export type WithheldReason = (typeof WITHHELD_REASONS)[number];

const BuyerViewQuery = Type.Object({
  propertyId: Id('The property'),
  round: Type.Union([Type.Literal(1), Type.Literal(2)], { description: 'The data room round' }),
  buyerId: Id('A buyer (role type 5)'),
});

export const BuyerView = Type.Object({
  buyer: Type.Object({ id: Type.Integer(), name: Type.String() }),
  round: Type.Union([Type.Literal(1), Type.Literal(2)]),
  /** Why the round is withheld from the buyer, if it is; empty when they may enter it. */
  withheld: Type.Array(StringEnum(WITHHELD_REASONS)),
  /** The round as they see it, in tree order: visible headings and visible, published files. Empty when withheld. */
  items: Type.Array(DataRoomItem),
  /** What an admin sees that the buyer does not, when the round is theirs: files not published, and hidden items with what is under them. */
  leftOut: Type.Object({ unpublished: Type.Integer(), hidden: Type.Integer() }),
  /** The buyer's own requests under the headings they see. */
  requests: Type.Array(ExtDdRequest),
});
export type BuyerView = Static<typeof BuyerView>;

export const buyerViewOperations = {
  getBuyerView: operation({
    method: 'GET',
    path: '/property-data-room/buyer-view',
    querystring: BuyerViewQuery,
    answer: BuyerView,
    summary: 'One round of a data room exactly as a given buyer is entitled to it, and why anything is withheld',
    description:
      'The rule any buyer-facing answer uses (server/routes/data-rooms/buyer-entitlement.ts): the property published, and ' +
      'when discrete a live grant for the buyer; an NDA of theirs accepted for the round; then only visible headings and ' +
      'visible, published files, nothing under a hidden heading. 404 for an unknown buyer, 400 for a user who is not a buyer.',
  }),
};
