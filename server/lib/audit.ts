import { isDeepStrictEqual } from 'node:util';
import type { DbOrTx } from '../db/client';
import { activity } from '../db/schema';
import { AUDIT_NATURE } from '@common/activity-vocabulary';
import type { SessionUser } from './session-store';

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

interface AuditEntry {
  /** What kind of record was touched, e.g. 'agency', 'property', 'content item'. */
  entityType: string;
  entityId: string | number;
  /** The property the record belongs to, so its history can be listed. */
  propertyId?: number | null;
  /** The person the record is about (a user edited, a buyer granted access), if any. */
  userId?: number | null;
  /** A short sentence an admin reads in the log: "Updated agency 'Summit Commercial'". */
  description: string;
  /** Field values before and after; only the fields that differ are recorded. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The fields whose values differ between two versions of a record (absent counts as null). */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (field === 'updatedAt' || field === 'createdAt' || field === 'version') continue;
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (!isDeepStrictEqual(from, to)) changes[field] = { from, to };
  }
  return changes;
}

export type RecordAudit = (entry: AuditEntry) => Promise<void>;

async function insertAudit(tx: DbOrTx, actor: SessionUser, entry: AuditEntry): Promise<void> {
  const changes = changedFields(entry.before, entry.after);
  await tx.insert(activity).values({
    source: 'audit',
    nature: AUDIT_NATURE,
    statusDescription: 'Information',
    addedById: actor.id,
    userId: entry.userId ?? null,
    propertyId: entry.propertyId ?? null,
    comments: entry.description,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    changes: Object.keys(changes).length ? changes : null,
  });
}

/**
 * The one way an admin write reaches the database (DESIGN.md 'Data'): the write and its audit
 * entries commit together, so a failed write records nothing and no write goes unrecorded.
 * The actor is the session's user, never an id from the request body. Inside a transaction
 * (`db` a transaction, e.g. commitWithRows') it is a savepoint of that transaction.
 */
export async function auditedWrite<T>(
  db: DbOrTx,
  actor: SessionUser | null,
  write: (tx: DbOrTx, audit: RecordAudit) => Promise<T>,
): Promise<T> {
  if (!actor) throw new Error('auditedWrite needs the logged-in admin (request.user)');
  return db.transaction(async (tx) => {
    // A failed audit insert aborts the transaction: if the write swallowed that error, its own
    // changes are lost too, so the failure must not be reported as success.
    let auditFailure: Error | undefined;
    const audit: RecordAudit = (entry) =>
      insertAudit(tx, actor, entry).catch((error) => {
        auditFailure ??= error instanceof Error ? error : new Error(String(error));
        throw error;
      });
    const result = await write(tx, audit);
    if (auditFailure) throw auditFailure;
    return result;
  });
}
