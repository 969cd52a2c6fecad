import { fakerEN_ZA as faker } from '@faker-js/faker';
import { recordVisitorEvents, type VisitorEvent } from '../lib/visitor-events';
import type { DbOrTx } from '../db/client';
import { activityComment, type CommentedProperty } from './copy/activity-comments';
import { ACTIVITY_NATURES, ACTIVITY_STATUSES } from './demo-data';
import type { DemoPeople } from './demo-people';
import type { DemoProperty } from './demo-properties';
import { skipFormerFiller } from './former-filler';

const EVENT_COUNT = 320;

/**
 * The activity log: visits and requests by buyers, investors and anonymous visitors over the
 * last four months, some with a comment. They go through the same code as the public site's
 * reports.
 */
export async function seedDemoActivity(tx: DbOrTx, listings: DemoProperty[], { buyers, investors }: DemoPeople): Promise<void> {
  const visitors = [...buyers, ...investors];
  const commented = new Map<number, CommentedProperty>(
    listings.map((p) => [p.id, { title: p.title, categoryId: p.facts.categoryId, provinceId: p.facts.provinceId }]),
  );
  const events: VisitorEvent[] = Array.from({ length: EVENT_COUNT }, (_, i) => {
    const anonymous = faker.datatype.boolean(0.15);
    const nature = faker.helpers.arrayElement(ACTIVITY_NATURES);
    const property = nature === 'Self Registration' ? undefined : faker.helpers.arrayElement(listings);
    return {
      eventId: `demo-${i + 1}`,
      occurredAt: faker.date.recent({ days: 120 }),
      nature,
      statusDescription: faker.helpers.arrayElement(ACTIVITY_STATUSES),
      propertyId: property?.id ?? null,
      userId: anonymous ? null : faker.helpers.arrayElement(visitors),
      addedById: anonymous || !property ? null : property.agentId,
      comments: faker.helpers.maybe(
        () => {
          skipFormerFiller.comment();
          return activityComment(nature, property && commented.get(property.id), `activity-${i + 1}`);
        },
        { probability: 0.4 },
      ),
      personaliseReference: anonymous ? faker.string.uuid() : faker.helpers.maybe(() => faker.string.uuid(), { probability: 0.5 }),
    };
  });
  await recordVisitorEvents(tx, events);
}
