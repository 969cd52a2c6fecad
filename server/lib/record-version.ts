import { and, desc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { activity, users } from '../db/schema';
import { AppError } from '../errors';
import { fullName } from './full-name';

/**
 * A record's version as the API shows it (`version`) and takes it back (`If-Match`): the
 * millisecond of its last change. Every edit sets `updated_at` from the application's clock,
 * in whole milliseconds, so two versions of a row never share one.
 */
export const versionOf = (updatedAt: AnyColumn) => sql<string>`(floor(extract(epoch from ${updatedAt}) * 1000))::bigint::text`;

/** The same version of a row already read (its `updatedAt` as Drizzle gives it, whole milliseconds). */
export const versionOfDate = (updatedAt: Date) => String(updatedAt.getTime());

/** The version the client loaded (`If-Match: "1764326520123"`, a weak `W/` tag too), or none. */
function loadedVersion(request: FastifyRequest): string | undefined {
  const header = request.headers['if-match'];
  if (typeof header !== 'string') return undefined;
  const tag = header.trim().replace(/^W\//, '');
  if (tag === '*') return undefined;
  return tag.replace(/^"(.*)"$/, '$1');
}

interface Changed {
  /** The audit log's name(s) for changes to the record, where the admin who made the last one is found. */
  entityType: string | readonly string[];
  entityId: string | number;
}

interface EditConflictDetail {
  /** The admin whose change came in between ('another admin' if the log does not say). */
  changedBy: string;
  changedAt: string;
}

/**
 * Optimistic concurrency: an edit made on a version the client loaded goes through only if the
 * record is still that version. Call it on the row as locked in the write's transaction (the
 * lock makes the check and the write one step). Without If-Match the edit goes through as before
 * (the spec's API has no versions); the app always sends one.
 */
export async function assertUnchanged(tx: DbOrTx, request: FastifyRequest, current: string, record: Changed): Promise<void> {
  const loaded = loadedVersion(request);
  if (loaded === undefined || loaded === current) return;
  const [last] = await tx
    .select({ name: fullName(users), at: activity.occurredAt })
    .from(activity)
    .leftJoin(users, eq(users.id, activity.addedById))
    .where(
      and(
        eq(activity.source, 'audit'),
        inArray(activity.entityType, [record.entityType].flat()),
        eq(activity.entityId, String(record.entityId)),
      ),
    )
    .orderBy(desc(activity.occurredAt), desc(activity.id))
    .limit(1);
  const changedBy = last?.name ?? 'another admin';
  const changedAt = last?.at ?? new Date(Number(current));
  throw editConflict({ changedBy, changedAt: changedAt.toISOString() });
}

const editConflict = (detail: EditConflictDetail) =>
  new AppError(
    409,
    'EDIT_CONFLICT',
    `Changed by ${detail.changedBy} at ${detail.changedAt.slice(11, 16)} UTC since you opened it. Reload to see the change.`,
    undefined,
    detail,
  );
