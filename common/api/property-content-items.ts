import { Type } from 'typebox';
import { Id, INT4_MAX, Position } from './schema-types';
import { RecordVersion } from './record-version';
import { ListQuery } from './list-query';
import { operation } from './operation';

/** Spec §3 'Property content item' (isExpanded is the screen's own). */
export const ContentItem = Type.Object({
  id: Type.Integer(),
  propertyId: Type.Integer(),
  contentHeader: Type.String(),
  /** HTML as the admin wrote it; the screen sanitises it when it renders it. */
  contentBody: Type.String(),
  /** 1 half width, 2 full width. */
  contentWidth: Type.Integer(),
  /** Dense from 1 within the property. */
  displayOrder: Type.Integer(),
  version: RecordVersion,
});
export const ContentItemList = Type.Array(ContentItem);

export const ContentItemListQuery = Type.Object({
  ...ListQuery.properties,
  propertyId: Type.Optional(Id('The property whose blocks to list; or filter={"propertyId":7}')),
});

export const ContentItemParams = Type.Object({ id: Id() });
export const ContentItemIdQuery = Type.Object({ id: Id('The content item to update') });

const contentFields = {
  /** Accepted for compatibility with the spec's payloads; the actor is the session's user. */
  userId: Type.Optional(Type.Integer()),
  propertyId: Id(),
  // Blank (after trimming) is refused by the route with the field named, like a missing one.
  contentHeader: Type.String({ maxLength: 200 }),
  contentBody: Type.String({ maxLength: 100_000, description: 'HTML, stored as given' }),
  contentWidth: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, default: 1, description: '1 half width (default), 2 full width' })),
  displayOrder: Type.Optional(
    Type.Integer({ minimum: 1, maximum: INT4_MAX, description: 'One-based position; absent: after the last block (spec §4)' }),
  ),
};

/** Spec §7 POST /property-content-items. */
export const NewContentItemBody = Type.Object(contentFields, { additionalProperties: false });

/** Spec §7 PUT /property-content-items/update?id=; `id`, when the form sends the record's own, must match. */
export const UpdateContentItemBody = Type.Object({ ...contentFields, id: Type.Optional(Id()) }, { additionalProperties: false });

/** Spec §7 PUT /property-content-items/re-order. */
const ReorderContentItemBody = Type.Object(
  {
    userId: Type.Optional(Type.Integer()),
    propertyId: Id(),
    propertyContentItemId: Id('The block dragged'),
    displayOrder: Position("The block's new zero-based position among its property's blocks; past the end means the end"),
  },
  { additionalProperties: false },
);

export const propertyContentItemOperations = {
  /** Spec §4 'Content item order': the property's blocks are renumbered from 1 and answered. */
  reorderContentItem: operation({
    method: 'PUT',
    path: '/property-content-items/re-order',
    body: ReorderContentItemBody,
    answer: ContentItemList,
    summary: 'Move a content block to a zero-based position; answers the renumbered blocks',
    description: 'A position past the end moves the block to the end.',
  }),
};

/** The spec sends `{ userId }`; the body may also be absent. */
export const DeleteContentItemBody = Type.Object({ userId: Type.Optional(Type.Integer()) }, { additionalProperties: false });
