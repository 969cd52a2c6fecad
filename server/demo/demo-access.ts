import { Readable } from 'node:stream';
import { fakerEN_ZA as faker } from '@faker-js/faker';
import type { PendingObject, Storage } from '../storage/storage';
import type { DbOrTx } from '../db/client';
import { ndaDecisions, ndaRegister, propertyDiscreteUsers, storedFiles } from '../db/schema';
import { mapConcurrently } from '../lib/map-concurrently';
import type { DemoPeople } from './demo-people';
import type { DemoProperty } from './demo-properties';
import { smallPdf } from './small-pdf';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many of the first properties have signed NDAs in the register. */
const PROPERTIES_WITH_NDAS = 12;

/**
 * Who may see what: NDA register entries of buyers on the first properties (rounds accepted,
 * rejected or not yet), each with its signed PDF and the decisions that led to its state, and
 * buyers granted access to each active discrete property. The PDFs go to `storage` (added to
 * `pendings`, committed with the seed); writing them draws nothing from faker.
 */
export async function seedDemoAccess(
  tx: DbOrTx,
  storage: Storage,
  listings: DemoProperty[],
  { admins, buyers }: DemoPeople,
  pendings: PendingObject[],
): Promise<void> {
  const nda = listings.slice(0, PROPERTIES_WITH_NDAS).flatMap((p) =>
    faker.helpers.arrayElements(buyers, { min: 1, max: 4 }).map((userId) => ({
      propertyId: p.id,
      userId,
      addedById: admins[0],
      ndaFileName: `NDA-${p.id}-${userId}.pdf`,
      round1AcceptYn: faker.helpers.arrayElement([true, false, null]),
      round2AcceptYn: faker.helpers.arrayElement([true, null, null]),
      dateOn: faker.date.recent({ days: 90 }),
    })),
  );
  await storeDemoNdas(tx, storage, nda, { listings, admin: admins[0], pendings });

  const discrete = listings.filter((p) => p.isDiscrete && p.isActive);
  if (discrete.length) {
    await tx
      .insert(propertyDiscreteUsers)
      .values(
        discrete.flatMap((p) =>
          faker.helpers.arrayElements(buyers, { min: 1, max: 3 }).map((userId) => ({ propertyId: p.id, userId, addedById: admins[0] })),
        ),
      );
  }
}

type DemoNda = Omit<typeof ndaRegister.$inferInsert, 'dateOn'> & { dateOn: Date; ndaFileName: string };

/**
 * The register entries with their signed PDFs (as POST /ndaregister/upload stores them) and,
 * for each decided round, the decision in the history: round 1 a day after signing, round 2
 * three days after.
 */
async function storeDemoNdas(
  tx: DbOrTx,
  storage: Storage,
  nda: DemoNda[],
  { listings, admin, pendings }: { listings: DemoProperty[]; admin: number; pendings: PendingObject[] },
) {
  const titleOf = new Map(listings.map((listing) => [listing.id, listing.title]));
  const written = await mapConcurrently(nda, 4, async (entry) => {
    const pdf = smallPdf(
      'Non-disclosure agreement',
      titleOf.get(entry.propertyId) ?? '',
      `Signed on ${entry.dateOn.toISOString().slice(0, 10)}`,
    );
    const pending = await storage.put(Readable.from([pdf]), { prefix: 'nda', maxBytes: 1024 * 1024 });
    pendings.push(pending);
    return pending;
  });
  const files = await tx
    .insert(storedFiles)
    .values(
      written.map((pending, i) => ({
        storageKey: pending.key,
        sizeBytes: pending.size,
        sha256: pending.sha256,
        originalName: nda[i].ndaFileName,
        contentType: 'application/pdf',
        uploadedById: admin,
      })),
    )
    .returning({ id: storedFiles.id });
  const entries = await tx
    .insert(ndaRegister)
    .values(nda.map((entry, i) => ({ ...entry, fileId: files[i].id })))
    .returning({ id: ndaRegister.id });
  const decisions = nda.flatMap((entry, i) =>
    (
      [
        [1, entry.round1AcceptYn, 1],
        [2, entry.round2AcceptYn, 3],
      ] as const
    ).flatMap(([round, accepted, days]) =>
      accepted === null || accepted === undefined
        ? []
        : [
            {
              ndaRegisterId: entries[i].id,
              round,
              accepted,
              decidedById: admin,
              decidedAt: new Date(entry.dateOn.getTime() + days * DAY_MS),
            },
          ],
    ),
  );
  if (decisions.length) await tx.insert(ndaDecisions).values(decisions);
}
