import { Type, type Static } from 'typebox';
import { INBOX_KINDS } from './inbox';
import { operation } from './operation';
import { StringEnum } from './schema-types';

/** How many days the home page's activity chart covers, today (UTC) included. */
export const DASHBOARD_ACTIVITY_DAYS = 90;

const Day = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });

const LookupCount = Type.Object({
  id: Type.Integer({ description: "The lookup's id, as the properties list filters by it" }),
  name: Type.String(),
  count: Type.Integer(),
});

const DashboardFigures = Type.Object({
  propertiesByStatus: Type.Array(LookupCount, { description: 'Every property status, in id order, with how many properties have it' }),
  propertiesByCategory: Type.Array(LookupCount, { description: 'Every category, in id order, with how many properties are of it' }),
  publication: Type.Object({
    total: Type.Integer(),
    published: Type.Integer({ description: 'isActive' }),
    unpublished: Type.Integer(),
    placeholders: Type.Integer({ description: 'Placeholder listings (placeholderyn = 1), published or not' }),
  }),
  pendingByKind: Type.Array(Type.Object({ kind: StringEnum(INBOX_KINDS), count: Type.Integer() }), {
    description: "What waits for a decision, every kind in the inbox's order (none: 0)",
  }),
  activity: Type.Object({
    from: Day('The first day counted (UTC)'),
    to: Day('The last day counted: today (UTC)'),
    byDay: Type.Array(Type.Object({ day: Day('A UTC day'), nature: Type.String(), count: Type.Integer() }), {
      description: 'Entries per day and nature, by day then nature; days and natures with none are left out',
    }),
  }),
  dataRoomCompleteness: Type.Array(
    Type.Object({
      round: Type.Integer({ description: '1 virtual data room, 2 due diligence' }),
      heading: Type.String({ description: "A checklist's top heading (level 1, under the round)" }),
      properties: Type.Integer({ description: 'Properties whose data room has this heading' }),
      withPublishedFile: Type.Integer({ description: 'Of those, how many have a published file anywhere under it' }),
    }),
    { description: 'By round, then in checklist order; headings of the same title in a round are one row' },
  ),
});
export type DashboardFigures = Static<typeof DashboardFigures>;

export const dashboardOperations = {
  getDashboard: operation({
    method: 'GET',
    path: '/dashboard',
    answer: DashboardFigures,
    summary: "The home page's figures: properties by status, category and publication, pending decisions, activity, data room completeness",
  }),
};
