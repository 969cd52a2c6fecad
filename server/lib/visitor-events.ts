import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { activity, properties, userRoleTypes, users, type NewActivityEntry } from '../db/schema';
import { badRequest, type FieldErrors } from '../errors';
import { ACTIVITY_STATUSES, canonical, VISITOR_NATURES } from '@common/activity-vocabulary';

/** One event as the public site reports it (already shape-checked by the route's schema). */
export interface VisitorEvent {
  eventId: string;
  nature: string;
  occurredAt?: string | Date;
  statusDescription?: string;
  propertyId?: number | null;
  /** Who entered it for the visitor (e.g. the agent handling an enquiry), if anyone. */
  addedById?: number | null;
  userId?: number | null;
  personaliseReference?: string | null;
  comments?: string | null;
}

const FUTURE_TOLERANCE_MS = 5 * 60_000;

/**
 * Records visitor events: every event is checked first (known nature and status, existing
 * property and user, someone identified) and nothing is written unless all pass. A resent
 * event id is skipped, so the site may retry a batch safely. Returns how many were new.
 */
export async function recordVisitorEvents(
  db: DbOrTx,
  events: VisitorEvent[],
  at: (index: number, field: string) => string = (i, field) => `events.${i}.${field}`,
): Promise<{ created: number; duplicates: number }> {
  const fields: FieldErrors = {};
  const propertyIds = [...new Set(events.map((e) => e.propertyId).filter((id): id is number => id != null))];
  const userIds = [...new Set(events.flatMap((e) => [e.userId, e.addedById]).filter((id): id is number => id != null))];
  // One after another: inside a transaction (the seed's) they share one connection.
  const knownProperties = propertyIds.length
    ? await db.select({ id: properties.id }).from(properties).where(inArray(properties.id, propertyIds))
    : [];
  const knownUsers = userIds.length
    ? await db
        .select({ id: users.id, backOffice: userRoleTypes.canUseBackOffice })
        .from(users)
        .leftJoin(userRoleTypes, eq(users.userRoleTypeId, userRoleTypes.id))
        .where(inArray(users.id, userIds))
    : [];
  const propertyExists = new Set(knownProperties.map((p) => p.id));
  const userExists = new Set(knownUsers.map((u) => u.id));
  const staff = new Set(knownUsers.filter((u) => u.backOffice).map((u) => u.id));
  const seen = new Set<string>();

  const rows: NewActivityEntry[] = events.map((event, i) => {
    const nature = canonical(VISITOR_NATURES, event.nature);
    if (!nature) fields[at(i, 'nature')] = `must be one of ${VISITOR_NATURES.join(', ')}`;
    const status = canonical(ACTIVITY_STATUSES, event.statusDescription ?? 'Information');
    if (!status) fields[at(i, 'statusDescription')] = `must be one of ${ACTIVITY_STATUSES.join(', ')}`;
    if (event.propertyId != null && !propertyExists.has(event.propertyId)) fields[at(i, 'propertyId')] = 'no such property';
    if (event.userId != null && !userExists.has(event.userId)) fields[at(i, 'userId')] = 'no such user';
    if (event.addedById != null && !userExists.has(event.addedById)) fields[at(i, 'addedById')] = 'no such user';
    // The Activity Log shows addedById as who did it, beside the audit entries of the admins' own
    // writes: the site's token must not put words in a back-office account's name. Refused, not
    // dropped, so the site learns its mistake rather than losing the author silently.
    if (event.addedById != null && staff.has(event.addedById))
      fields[at(i, 'addedById')] = 'cannot be a back-office account (an administrator or support staff)';
    if (event.userId == null && !event.personaliseReference?.trim())
      fields[at(i, 'userId')] = 'a userId or a personaliseReference is required';
    const occurredAt = event.occurredAt ? new Date(event.occurredAt) : new Date();
    if (occurredAt.getTime() > Date.now() + FUTURE_TOLERANCE_MS) fields[at(i, 'occurredAt')] = 'is in the future';
    if (seen.has(event.eventId)) fields[at(i, 'eventId')] = 'is repeated in this batch';
    seen.add(event.eventId);
    return {
      source: 'visitor',
      eventId: event.eventId,
      occurredAt,
      nature: nature ?? event.nature,
      statusDescription: status ?? 'Information',
      propertyId: event.propertyId ?? null,
      userId: event.userId ?? null,
      addedById: event.addedById ?? null,
      personaliseReference: event.personaliseReference?.trim() || null,
      comments: event.comments?.trim() || null,
    };
  });
  if (Object.keys(fields).length) throw badRequest(`Invalid events: ${Object.keys(fields).length} problem(s)`, fields);

  const inserted = await db.insert(activity).values(rows).onConflictDoNothing().returning({ id: activity.id });
  return { created: inserted.length, duplicates: rows.length - inserted.length };
}
