import { fakerEN_ZA as faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import { commitWithRows } from '../storage/stored-files';
import type { PendingObject, Storage } from '../storage/storage';
import type { Db } from '../db/client';
import { seedDemoAccess } from './demo-access';
import { seedDemoActivity } from './demo-activity';
import { DEMO_ADMIN } from './demo-data';
import { seedDemoDataRooms } from './demo-data-rooms';
import { seedDemoMedia } from './demo-media';
import { seedDemoPeople } from './demo-people';
import { seedDemoPortfolios } from './demo-portfolios';
import { seedDemoProperties } from './demo-properties';
import { seedDemoSupport } from './demo-support';
import { seedDemoVideos } from './demo-video';

const SEED = 20261123;
const REFERENCE_DATE = new Date('2026-11-01T09:00:00Z');

/**
 * Loads the demo data set into an empty, migrated database, in one transaction, with the
 * listings' pictures in `storage` (committed with it: a failed seed leaves no file).
 * Deterministic: the same seed gives the same rows (the pictures' ids are random, as uploads'
 * are). Returns the demo admin's login.
 *
 * The parts draw from one seeded faker in turn, so their order is part of the data: a part
 * moved, or a draw added before the last one, changes every value drawn after it.
 */
export async function seedDemo(db: Db, storage: Storage): Promise<{ email: string; password: string }> {
  faker.seed(SEED);
  faker.setDefaultRefDate(REFERENCE_DATE);
  const adminHash = await hashPassword(DEMO_ADMIN.password);
  // Filled while the transaction runs; commitWithRows reads it after the last row is written.
  const pictures: PendingObject[] = [];

  await commitWithRows(db, storage, pictures, async (tx) => {
    const people = await seedDemoPeople(tx, adminHash);
    const listings = await seedDemoProperties(tx, people);
    await seedDemoAccess(tx, storage, listings, people, pictures);
    await seedDemoActivity(tx, listings, people);

    const uploadedById = people.admins[0];
    await seedDemoMedia(tx, storage, { listings, uploadedById, pendings: pictures });
    await seedDemoVideos(tx, storage, { listings, uploadedById, pendings: pictures });
    await seedDemoPortfolios(tx, storage, { listings, uploadedById, pendings: pictures });
    await seedDemoDataRooms(tx, storage, { listings, people, pendings: pictures });
    // Last, so that every id and value drawn before it stays as it was.
    await seedDemoSupport(tx);
  });
  return { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password };
}

/** True when the database has no people yet: the first start of a data dir. */
export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ empty: boolean }>(sql`select not exists (select 1 from users) as empty`);
  return rows[0].empty;
}
