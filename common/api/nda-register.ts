import { RecordVersion } from './record-version';
import { operation } from './operation';
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './schema-types';

const Person = Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String() });

/** Spec §3 'NDA register entry' (round accepts: true Accepted, false Rejected, null Pending), with its file. */
export const NdaRegisterEntry = Type.Object({
  id: Type.Integer(),
  version: RecordVersion,
  propertyId: Type.Integer(),
  ndaFileName: Nullable(Type.String()),
  /** Whether a file is stored for it (the demo's and the old system's entries may have none). */
  hasFile: Type.Boolean(),
  user: Person,
  addedBy: Nullable(Person),
  round1AcceptYN: Nullable(Type.Boolean({ description: 'true Accepted, false Rejected, null Pending' })),
  round2AcceptYN: Nullable(Type.Boolean({ description: 'true Accepted, false Rejected, null Pending' })),
  dateOn: Type.String({ format: 'date-time' }),
});
export type NdaRegisterEntry = Static<typeof NdaRegisterEntry>;
const NdaRegisterList = Type.Array(NdaRegisterEntry);

const NdaPropertyParams = Type.Object({ propertyId: Id('The property') });
export const NdaEntryParams = Type.Object({ id: Id('The NDA register entry') });

/** Spec §7 PUT /ndaregister/{id}/approve. */
const NdaApproveBody = Type.Object(
  {
    /** Accepted for compatibility with the spec's payload; the actor is the session's user. */
    adminUserId: Type.Optional(Type.Integer()),
    round: Type.Union([Type.Literal('round1'), Type.Literal('round2')]),
    status: Type.Union([Type.Literal('Accepted'), Type.Literal('Rejected')]),
  },
  { additionalProperties: false },
);
export type NdaApproval = Static<typeof NdaApproveBody>;

/** One decision on an NDA, as the history keeps it (newest first). */
const NdaDecisionList = Type.Array(
  Type.Object({
    round: Type.Union([Type.Literal('round1'), Type.Literal('round2')]),
    status: Type.Union([Type.Literal('Accepted'), Type.Literal('Rejected')]),
    decidedBy: Nullable(Type.String()),
    decidedAt: Type.String({ format: 'date-time' }),
  }),
);

/** The custom NDA's largest file. */
export const NDA_FILE_MAX_BYTES = 25 * 1024 * 1024;
/** What a custom NDA may be, decided from its bytes (spec §5 'Custom NDA': .pdf, .doc, .docx). */
export const NDA_FILE_TYPES_MESSAGE = 'Only PDF, DOC and DOCX files can be uploaded as an NDA.';

/** Spec §7 'NDA': who signed an NDA for a property, and the admin's decision for each data room round. */
export const ndaRegisterOperations = {
  getNdaRegister: operation({
    method: 'GET',
    path: '/ndaregister/list/:propertyId',
    params: NdaPropertyParams,
    answer: NdaRegisterList,
    summary: "A property's NDA register, newest first (round accepts: true Accepted, false Rejected, null Pending)",
  }),
  approveNda: operation({
    method: 'PUT',
    path: '/ndaregister/:id/approve',
    params: NdaEntryParams,
    body: NdaApproveBody,
    answer: NdaRegisterEntry,
    summary: 'Accept or reject an NDA for one data room round',
    description:
      'Decisions may be repeated; each is kept in the history (GET /ndaregister/{id}/history) with who made it and when, ' +
      'and the entry shows the latest. Answers the entry.',
  }),
  getNdaHistory: operation({
    method: 'GET',
    path: '/ndaregister/:id/history',
    params: NdaEntryParams,
    answer: NdaDecisionList,
    summary: 'Every decision on an NDA, newest first: which round, accepted or rejected, by whom and when',
  }),
};
