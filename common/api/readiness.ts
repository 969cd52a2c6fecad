import { Type, type Static } from 'typebox';
import { operation } from './operation';
import { Id, Nullable } from './schema-types';

/**
 * Issue 33 'Readiness': of a data room's headings that expect a document (requiresDocument),
 * how many have a published file directly under them. The same rule as the Manage Datarooms
 * tab's '2 of 24 required documents published' (src/custom/data-rooms/view/documentProgress.ts):
 * hidden headings count, a rejected or pending file does not.
 */
export const ReadinessCount = Type.Object({
  done: Type.Integer({ description: 'Headings expecting a document that have a published file' }),
  required: Type.Integer({ description: 'Headings expecting a document' }),
});
export type ReadinessCount = Static<typeof ReadinessCount>;

/** The property list's column: both rounds together, and each round; null when no heading expects a document (no data room). */
export const ListReadiness = Nullable(
  Type.Object({ ...ReadinessCount.properties, round1: ReadinessCount, round2: ReadinessCount }, { description: 'Data room readiness' }),
);
export type ListReadiness = Static<typeof ListReadiness>;

/** The property list's readiness filter: every expected document published, some missing, or no data room. */
export const READINESS_FILTERS = ['complete', 'incomplete', 'none'] as const;
export type ReadinessFilter = (typeof READINESS_FILTERS)[number];

const MissingHeading = Type.Object({
  headingId: Type.Integer(),
  number: Type.String({ description: 'The index number the data room trees show (1.2.3)' }),
  title: Type.String(),
});

const RoundReadiness = Type.Object({
  round: Type.Union([Type.Literal(1), Type.Literal(2)]),
  ...ReadinessCount.properties,
  missing: Type.Array(MissingHeading, { description: 'The headings still without a published file, in tree order' }),
});
export type RoundReadiness = Static<typeof RoundReadiness>;

export const ReadinessQuery = Type.Object({ propertyId: Id('The property') }, { additionalProperties: false });

/** The CSV of what is missing: its header line. */
export const MISSING_CSV_HEADER = ['Round', 'Number', 'Heading'];

export const readinessOperations = {
  getDataRoomReadiness: operation({
    method: 'GET',
    path: '/property-data-room/readiness',
    querystring: ReadinessQuery,
    answer: Type.Object({ propertyId: Type.Integer(), rounds: Type.Array(RoundReadiness) }),
    summary: "Each round's readiness: headings expecting a document, how many have a published file, and which do not",
    description:
      'Both rounds, 1 then 2; a round without a data room answers 0 of 0 and nothing missing. As CSV: /property-data-room/readiness.csv.',
  }),
};
