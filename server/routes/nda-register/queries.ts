import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NdaRegisterEntry } from '@common/api/nda-register';
import type { Db, DbOrTx } from '../../db/client';
import { isoTimestamp } from '../../lib/iso-timestamp';
import { arrayRows, positionalRows } from '../../lib/positional-rows';
import { versionOf } from '../../lib/record-version';
import { ndaDecisions, ndaRegister, storedFiles, users, type StoredFile } from '../../db/schema';
import { fullName } from '../../lib/full-name';

const signer = alias(users, 'signer');
const adder = alias(users, 'adder');
const decider = alias(users, 'decider');

/** An entry as the API answers it, computed in the query so that each row is read by position as it is (positional-rows.ts). */
const entryColumns = {
  id: ndaRegister.id,
  version: versionOf(ndaRegister.updatedAt),
  propertyId: ndaRegister.propertyId,
  ndaFileName: ndaRegister.ndaFileName,
  hasFile: sql<boolean>`${ndaRegister.fileId} is not null`,
  user: { id: signer.id, firstName: signer.firstName, lastName: signer.lastName },
  addedBy: { id: adder.id, firstName: adder.firstName, lastName: adder.lastName },
  round1AcceptYN: ndaRegister.round1AcceptYn,
  round2AcceptYN: ndaRegister.round2AcceptYn,
  dateOn: isoTimestamp(ndaRegister.dateOn),
};

/** A row as read: where no admin added the entry, the left join gives an adder of nulls. */
type EntryRow = Omit<NdaRegisterEntry, 'addedBy'> & { addedBy: NdaRegisterEntry['addedBy'] | { id: null } };
const readEntry = positionalRows<EntryRow>(entryColumns);

/** Mended in place, not copied: a register can hold thousands of entries. */
function toEntry(values: unknown[]): NdaRegisterEntry {
  const row = readEntry(values);
  if (row.addedBy?.id === null) row.addedBy = null;
  return row as NdaRegisterEntry;
}

const entries = (db: Db, where: SQL) =>
  db
    .select(entryColumns)
    .from(ndaRegister)
    .innerJoin(signer, eq(signer.id, ndaRegister.userId))
    .leftJoin(adder, eq(adder.id, ndaRegister.addedById))
    .where(where)
    .$dynamic();

/** Spec §7 GET /ndaregister/list/{propertyId}: the property's NDA register, newest first. */
export async function listEntries(db: Db, propertyId: number): Promise<NdaRegisterEntry[]> {
  const query = entries(db, eq(ndaRegister.propertyId, propertyId)).orderBy(desc(ndaRegister.dateOn), desc(ndaRegister.id));
  return (await arrayRows(db, query.toSQL())).map(toEntry);
}

export async function getEntry(db: Db, id: number): Promise<NdaRegisterEntry | undefined> {
  const [values] = await arrayRows(db, entries(db, eq(ndaRegister.id, id)).toSQL());
  return values && toEntry(values);
}

/** Every decision on an entry, newest first, with who made it. */
export async function listDecisions(db: DbOrTx, id: number) {
  const rows = await db
    .select({ round: ndaDecisions.round, accepted: ndaDecisions.accepted, decidedBy: fullName(decider), decidedAt: ndaDecisions.decidedAt })
    .from(ndaDecisions)
    .leftJoin(decider, eq(decider.id, ndaDecisions.decidedById))
    .where(eq(ndaDecisions.ndaRegisterId, id))
    .orderBy(desc(ndaDecisions.decidedAt), desc(ndaDecisions.id));
  return rows.map(({ round, accepted, decidedBy, decidedAt }) => ({
    round: round === 1 ? ('round1' as const) : ('round2' as const),
    status: accepted ? ('Accepted' as const) : ('Rejected' as const),
    decidedBy,
    decidedAt: decidedAt.toISOString(),
  }));
}

/** An entry's stored file, with the property and buyer a download is recorded under; undefined when either is missing. */
export async function getEntryFile(db: DbOrTx, id: number): Promise<{ file: StoredFile; propertyId: number; userId: number } | undefined> {
  const [row] = await db
    .select({ file: storedFiles, propertyId: ndaRegister.propertyId, userId: ndaRegister.userId })
    .from(ndaRegister)
    .innerJoin(storedFiles, eq(storedFiles.id, ndaRegister.fileId))
    .where(eq(ndaRegister.id, id));
  return row;
}
