import { Type } from 'typebox';
import { ACTIVITY_STATUSES, VISITOR_NATURES } from '../activity-vocabulary';
import { operation } from './operation';
import { Id, Nullable } from './schema-types';

export const ActivityRow = Type.Object({
  id: Type.Integer(),
  /** A Date from the database, written as an ISO timestamp. */
  occurredAt: Type.Unsafe<Date | string>({ type: 'string', format: 'date-time' }),
  /** The day of the entry (UTC), as the spec's `dateOnly`. */
  dateOnly: Type.String(),
  nature: Type.String(),
  statusDescription: Type.String(),
  propertyId: Nullable(Type.Integer()),
  propertyTitle: Nullable(Type.String()),
  addedById: Nullable(Type.Integer()),
  addedByName: Nullable(Type.String()),
  userId: Nullable(Type.Integer()),
  userName: Nullable(Type.String()),
  comments: Nullable(Type.String()),
  personaliseReference: Nullable(Type.String()),
  source: Type.Union([Type.Literal('visitor'), Type.Literal('audit')]),
  entityType: Nullable(Type.String()),
  entityId: Nullable(Type.String()),
  changes: Nullable(Type.Record(Type.String(), Type.Object({ from: Type.Any(), to: Type.Any() }))),
});
export const ActivityList = Type.Array(ActivityRow);

export const ActivityFacets = Type.Object({
  natures: Type.Array(Type.String()),
  statuses: Type.Array(Type.String()),
});

/** Ours: what the Activity Log's filter selects offer. */
export const activityOperations = {
  getActivityFacets: operation({
    method: 'GET',
    path: '/activity/facets',
    answer: ActivityFacets,
    summary: 'The natures and statuses present in the log (for filters)',
  }),
};

const VisitorEvent = Type.Object(
  {
    eventId: Type.String({ minLength: 1, maxLength: 100, description: "The site's own id for the event; a resend is ignored" }),
    nature: Type.String({ minLength: 1, maxLength: 100, description: `One of: ${VISITOR_NATURES.join(', ')} (any case)` }),
    occurredAt: Type.Optional(Type.String({ format: 'date-time', description: 'When it happened; now when absent' })),
    statusDescription: Type.Optional(
      Type.String({ minLength: 1, maxLength: 50, description: `One of: ${ACTIVITY_STATUSES.join(', ')}; Information when absent` }),
    ),
    propertyId: Type.Optional(Type.Union([Id(), Type.Null()])),
    userId: Type.Optional(
      Type.Union([Id(), Type.Null()], {
        description: 'The visitor, when logged in on the site',
      }),
    ),
    addedById: Type.Optional(
      Type.Union([Id(), Type.Null()], {
        description: 'Who entered it for the visitor, e.g. the agent handling an enquiry',
      }),
    ),
    personaliseReference: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    comments: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  },
  { additionalProperties: false },
);

export const MAX_EVENTS_PER_REQUEST = 500;

/** A batch; a single event posted on its own is wrapped into one (see the route). */
export const EventsBody = Type.Object(
  { events: Type.Array(VisitorEvent, { minItems: 1, maxItems: MAX_EVENTS_PER_REQUEST }) },
  { additionalProperties: false },
);

export const EventsResponse = Type.Object({
  received: Type.Integer(),
  created: Type.Integer(),
  duplicates: Type.Integer(),
});
