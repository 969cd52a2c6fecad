import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NdaRegisterEntry } from '@common/api/nda-register';
import type { DbOrTx } from '../../db/client';
import { versionOf } from '../../lib/record-version';
import { ndaDecisions, ndaRegister, storedFiles, users, type StoredFile } from '../../db/schema';
import { fullName } from '../../lib/full-name';

const signer = alias(users, 'signer');
const adder = alias(users, 'adder');
const decider = alias(users, 'decider');

const entryColumns = {
  id: ndaRegister.id,
  propertyId: ndaRegister.propertyId,
  ndaFileName: ndaRegister.ndaFileName,
  fileId: ndaRegister.fileId,
  round1AcceptYN: ndaRegister.round1AcceptYn,
  round2AcceptYN: ndaRegister.round2AcceptYn,
  dateOn: ndaRegister.dateOn,
  user: { id: signer.id, firstName: signer.firstName, lastName: signer.lastName },
  addedBy: { id: adder.id, firstName: adder.firstName, lastName: adder.lastName },
  version: versionOf(ndaRegister.updatedAt),
};

interface Person {
  id: number;
  firstName: string;
  lastName: string;
}

interface EntryRow {
  id: number;
  propertyId: number;
  ndaFileName: string | null;
  fileId: number | null;
  round1AcceptYN: boolean | null;
  round2AcceptYN: boolean | null;
  dateOn: Date;
  user: Person;
  addedBy: Person | null;
  version: string;
}

const toEntry = ({ fileId, dateOn, ...row }: EntryRow): NdaRegisterEntry => ({
  ...row,
  hasFile: fileId !== null,
  dateOn: dateOn.toISOString(),
});

const entries = (db: DbOrTx) =>
  db
    .select(entryColumns)
    .from(ndaRegister)
    .innerJoin(signer, eq(signer.id, ndaRegister.userId))
    .leftJoin(adder, eq(adder.id, ndaRegister.addedById));

/** Spec §7 GET /ndaregister/list/{propertyId}: the property's NDA register, newest first. */
export async function listEntries(db: DbOrTx, propertyId: number) {
  const rows = await entries(db).where(eq(ndaRegister.propertyId, propertyId)).orderBy(desc(ndaRegister.dateOn), desc(ndaRegister.id));
  return rows.map(toEntry);
}

export async function getEntry(db: DbOrTx, id: number): Promise<NdaRegisterEntry | undefined> {
  const [row] = await entries(db).where(eq(ndaRegister.id, id));
  return row ? toEntry(row) : undefined;
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
