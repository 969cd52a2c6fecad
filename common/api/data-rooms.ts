import { RecordVersion } from './record-version';
import { operation } from './operation';
import { Type, type Static } from 'typebox';
import { Id, IdSet, Nullable } from './schema-types';

/** Spec §9 'Data room rounds': 1 the virtual data room, 2 due diligence. */
const DataRoomRound = Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 virtual data room, 2 due diligence' });

/** Spec §3 'Data room item', with its round and place, and for a FILE what the download will be. */
export const DataRoomItem = Type.Object({
  id: Type.Integer(),
  round: DataRoomRound,
  itemType: Type.Union([Type.Literal('DATA_ROOM'), Type.Literal('FILE')], { description: 'DATA_ROOM: a heading; FILE: an uploaded file' }),
  level: Type.Integer({ minimum: 0, maximum: 5, description: 'Headings 0 to 4; a file one below its heading' }),
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
  version: RecordVersion,
});
export type DataRoomItem = Static<typeof DataRoomItem>;
/** A round as a flat list in tree order: each heading followed by its subtree. */
const DataRoomItemList = Type.Array(DataRoomItem);

/** Spec §7 POST /property-data-room/build-dataroom. */
const BuildDataRoomBody = Type.Object(
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
const BuiltDataRoom = Type.Object({
  propertyId: Type.Integer(),
  checklist: Type.String(),
  headings: Type.Object({ round1: Type.Integer(), round2: Type.Integer() }),
});

/** Spec §7 GET /property-data-room/admin?propertyId=&round=. */
const DataRoomAdminQuery = Type.Object(
  {
    propertyId: Id('The property'),
    round: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 virtual data room, 2 due diligence' }),
  },
  { additionalProperties: false },
);

/** Spec §7 GET /property-data-room/extdd?propertyid= (the spec's lower-case name). */
const ExtDdQuery = Type.Object({ propertyid: Id('The property') }, { additionalProperties: false });

/** Spec §3 'External due-diligence request', with the heading it was raised against. */
export const ExtDdRequest = Type.Object({
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
  answeredAt: Nullable(Type.String({ format: 'date-time', description: 'When an admin marked it answered; null until then' })),
  answeredBy: Nullable(Type.String({ description: 'The admin who marked it answered' })),
  answeredNote: Nullable(Type.String({ description: "The admin's note on how it was answered" })),
});
export type ExtDdRequest = Static<typeof ExtDdRequest>;
const ExtDdRequestList = Type.Array(ExtDdRequest);
export type ChecklistName = Static<typeof BuildDataRoomBody>['checklistName'];

/** The spec's message for an empty upload (§5 'Data room file upload': the file is empty, a valid file is needed). */
export const EMPTY_FILE_MESSAGE = 'The file is empty. Please choose a valid file.';
/** Spec §5 'File rejection reason'. */
export const REJECTION_REASON_MIN = 10;
export const REJECTION_REASON_MESSAGE = 'Please provide a rejection reason with at least 10 characters.';

/** What an upload answers: the FILE row as the round lists it, and which version of the file this upload became. */
export const UploadedDataRoomFile = Type.Object({ ...DataRoomItem.properties, version: Type.Integer({ minimum: 1 }) });

const DataRoomItemParams = Type.Object({ id: Id('The data room item') });
export const DataRoomFileParams = Type.Object({ fileId: Id("The file's id (a data room item's fileId, or a version's)") });
export const DownloadQuery = Type.Object(
  { preview: Type.Optional(Type.Boolean({ description: 'true: PDFs and images are sent inline, to be shown in the app' })) },
  { additionalProperties: false },
);

/** A binary answer (the file itself), for the OpenAPI document. */
export const FileBytes = Type.String({ description: 'The file bytes' });

/** Spec §7 PUT /property-data-room/{id}/visibility. */
const VisibilityBody = Type.Object({ isVisible: Type.Boolean() }, { additionalProperties: false });

/** Spec §7 PUT /property-data-room/{fileId}/decision: publish, or reject with a reason of at least 10 characters. */
const DecisionBody = Type.Object(
  {
    /** Accepted for compatibility with the spec's payload; the actor is the session's user. */
    adminUserId: Type.Optional(Type.Integer()),
    publishYN: Type.Union([Type.Boolean(), Type.Literal('Y'), Type.Literal('N')], {
      description: 'true or Y publishes; false or N rejects',
    }),
    rejectedReason: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  },
  { additionalProperties: false },
);

/** The most files one bulk publish may name. */
const BULK_FILES_MAX = 500;

/** POST /property-data-room/publish: several files published at once, as their single decisions would. */
const PublishFilesBody = Type.Object(
  {
    fileIds: IdSet(BULK_FILES_MAX, 'The files to publish, by fileId as the decision names them'),
  },
  { additionalProperties: false },
);

const ExtDdRequestParams = Type.Object({ id: Id('The external due-diligence request') });

/** The longest note an admin may leave when marking a request answered. */
export const ANSWER_NOTE_MAX = 1000;

/** PUT /property-data-room/extdd/{id}/answered: how the request was answered, in a few words. */
const AnswerExtDdRequestBody = Type.Object(
  { note: Type.String({ maxLength: ANSWER_NOTE_MAX, description: `How it was answered: 1 to ${ANSWER_NOTE_MAX} characters, not blank` }) },
  { additionalProperties: false },
);

/** One upload of a data room file, with its own decision. */
const DataRoomFileVersion = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  fileId: Type.Integer(),
  fileName: Type.String(),
  fileSize: Type.Integer(),
  contentType: Type.String(),
  isPublished: Type.Boolean(),
  isRejected: Type.Boolean(),
  rejectedReason: Nullable(Type.String()),
  uploadedBy: Nullable(Type.String()),
  uploadedAt: Type.String({ format: 'date-time' }),
  decidedBy: Nullable(Type.String()),
  decidedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type DataRoomFileVersion = Static<typeof DataRoomFileVersion>;
const DataRoomFileVersionList = Type.Array(DataRoomFileVersion);

const RequestText = (max: number) => Type.String({ maxLength: max });

/**
 * Spec §7 POST /property-data-room/addextDDrequest: a document request (`requesttype` 'file',
 * documenttitle and documentdescription) or an information request ('text', queryTitle and queryBody).
 */
const ExtDdRequestBody = Type.Object(
  {
    propertyDataRoomId: Id('The heading (levels 1 to 4) the request is raised against'),
    requesttype: Type.Union([Type.Literal('file'), Type.Literal('text')]),
    documenttitle: Type.Optional(RequestText(300)),
    documentdescription: Type.Optional(RequestText(5000)),
    queryTitle: Type.Optional(RequestText(300)),
    queryBody: Type.Optional(RequestText(5000)),
    userId: Type.Optional(Type.Integer()),
  },
  { additionalProperties: false },
);

/** Spec §7 'Data rooms': the calls the app makes (an upload is a form and a download a link, not calls). */
export const dataRoomOperations = {
  buildDataRoom: operation({
    method: 'POST',
    path: '/property-data-room/build-dataroom',
    body: BuildDataRoomBody,
    answer: BuiltDataRoom,
    status: 201,
    summary: "Build a property's data room from a checklist (Office or Hospitality), once",
    description:
      'Copies the checklist into both rounds as headings and sets it on the property (its admin detail then names it ' +
      'as `checklist`), in one transaction. A property whose data room is built already, also by a build racing this ' +
      'one, answers 409.',
  }),
  getDataRoomRound: operation({
    method: 'GET',
    path: '/property-data-room/admin',
    querystring: DataRoomAdminQuery,
    answer: DataRoomItemList,
    summary: "One round of a property's data room, in tree order, hidden items included",
    description:
      'Each heading is followed by its subtree, siblings in display order; a FILE row carries its name, size and type. ' +
      'Empty until the data room is built.',
  }),
  getExtDdRequests: operation({
    method: 'GET',
    path: '/property-data-room/extdd',
    querystring: ExtDdQuery,
    answer: ExtDdRequestList,
    summary: "A property's external due-diligence requests, each with its heading",
  }),
  setDataRoomVisibility: operation({
    method: 'PUT',
    path: '/property-data-room/:id/visibility',
    params: DataRoomItemParams,
    body: VisibilityBody,
    answer: DataRoomItem,
    summary: 'Show or hide a heading or file (hidden ones, and what is under them, are left out of the read-only tabs)',
  }),
  decideDataRoomFile: operation({
    method: 'PUT',
    path: '/property-data-room/:fileId/decision',
    params: DataRoomFileParams,
    body: DecisionBody,
    answer: DataRoomItem,
    summary: 'Publish a data room file, or reject it with a reason of at least 10 characters',
    description:
      "`fileId` names one version's file (a row's fileId is its newest). The decision, who made it and when are kept with " +
      'that version; publishing clears an earlier rejection. Answers the file row.',
  }),
  publishDataRoomFiles: operation({
    method: 'POST',
    path: '/property-data-room/publish',
    body: PublishFilesBody,
    answer: DataRoomItemList,
    summary: 'Publish several data room files at once, each as its own decision',
    description:
      'One transaction: each file is published as PUT /property-data-room/{fileId}/decision with publishYN true would ' +
      'publish it (its own decision record and audit entry; publishing clears an earlier rejection). An unknown fileId ' +
      'answers 404 naming it and publishes nothing. Answers the row of each file published, once, in the order of fileIds.',
  }),
  answerExtDdRequest: operation({
    method: 'PUT',
    path: '/property-data-room/extdd/:id/answered',
    params: ExtDdRequestParams,
    body: AnswerExtDdRequestBody,
    answer: ExtDdRequest,
    summary: 'Mark an external due-diligence request answered, with a note: it leaves the inbox',
    description:
      'Records the note (trimmed; blank answers 400), who marked it and when. Marking it again replaces the note. ' +
      'A request is also answered, without marking, once a file is uploaded under its heading after it.',
  }),
  getDataRoomFileVersions: operation({
    method: 'GET',
    path: '/property-data-room/:id/versions',
    params: DataRoomItemParams,
    answer: DataRoomFileVersionList,
    summary: 'Every version of a data room file, newest first, each with its own decision',
  }),
  addExtDdRequest: operation({
    method: 'POST',
    path: '/property-data-room/addextDDrequest',
    body: ExtDdRequestBody,
    answer: ExtDdRequest,
    status: 201,
    summary: 'Raise an external due-diligence request on a heading (levels 1 to 4): a document or an information request',
    description:
      "A document request (requesttype 'file') needs documenttitle and documentdescription; an information request " +
      "('text') queryTitle and queryBody. Each missing or blank part is named in the 400.",
  }),
};
