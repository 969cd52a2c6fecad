import { Type, type Static } from 'typebox';
import { Nullable } from './schema-types';

const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: 2147483647, description });

/** Spec §9 'Data room rounds': 1 the virtual data room, 2 due diligence. */
const DataRoomRound = Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 virtual data room, 2 due diligence' });

/** Spec §3 'Data room item', with its round and place, and for a FILE what the download will be. */
export const DataRoomItem = Type.Object({
  id: Type.Integer(),
  round: DataRoomRound,
  itemType: Type.Union([Type.Literal('DATA_ROOM'), Type.Literal('FILE')], { description: 'DATA_ROOM: a heading; FILE: an uploaded file' }),
  level: Type.Integer({ minimum: 0, maximum: 4 }),
  parentId: Nullable(Type.Integer()),
  checkListId: Nullable(Type.Integer({ description: 'The checklist entry the heading was built from' })),
  displayName: Type.String(),
  requiresDocument: Type.Boolean(),
  isVisible: Type.Boolean(),
  isPublished: Type.Boolean(),
  isRejected: Type.Boolean(),
  rejectedReason: Nullable(Type.String()),
  fileId: Nullable(Type.Integer()),
  displayOrder: Type.Integer({ description: 'Order among its siblings, from 1' }),
  fileName: Nullable(Type.String({ description: "A FILE's original name (as downloaded)" })),
  fileSize: Nullable(Type.Integer({ description: "A FILE's size in bytes" })),
  contentType: Nullable(Type.String({ description: "A FILE's type, decided from its bytes" })),
});
export type DataRoomItem = Static<typeof DataRoomItem>;
/** A round as a flat list in tree order: each heading followed by its subtree. */
export const DataRoomItemList = Type.Array(DataRoomItem);

/** Spec §7 POST /property-data-room/build-dataroom. */
export const BuildDataRoomBody = Type.Object(
  {
    checklistName: Type.Union([Type.Literal('Office'), Type.Literal('Hospitality')], {
      description: 'The checklist the data room is built from (spec §9 Checklist types)',
    }),
    /** Accepted for compatibility with the spec's payload; the actor is the session's user. */
    userId: Type.Optional(Type.Integer()),
    propertyId: Id('The property whose data room to build (once)'),
  },
  { additionalProperties: false },
);

/** What a build answers: the checklist now set on the property and how many headings each round got. */
export const BuiltDataRoom = Type.Object({
  propertyId: Type.Integer(),
  checklist: Type.String(),
  headings: Type.Object({ round1: Type.Integer(), round2: Type.Integer() }),
});

/** Spec §7 GET /property-data-room/admin?propertyId=&round=. */
export const DataRoomAdminQuery = Type.Object(
  {
    propertyId: Id('The property'),
    round: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 virtual data room, 2 due diligence' }),
  },
  { additionalProperties: false },
);

/** Spec §7 GET /property-data-room/extdd?propertyid= (the spec's lower-case name). */
export const ExtDdQuery = Type.Object({ propertyid: Id('The property') }, { additionalProperties: false });

/** Spec §3 'External due-diligence request', with the heading it was raised against. */
const ExtDdRequest = Type.Object({
  id: Type.Integer(),
  propertyDataRoomId: Type.Integer(),
  requestType: Type.Union([Type.Literal('file'), Type.Literal('text')], {
    description: 'file: a document request; text: an information request',
  }),
  title: Type.String(),
  body: Type.String(),
  heading: Type.Object({ id: Type.Integer(), round: DataRoomRound, level: Type.Integer(), displayName: Type.String() }),
  requestedBy: Nullable(Type.String({ description: 'Who raised it' })),
  createdAt: Type.String({ format: 'date-time' }),
});
export const ExtDdRequestList = Type.Array(ExtDdRequest);
export type ChecklistName = Static<typeof BuildDataRoomBody>['checklistName'];
