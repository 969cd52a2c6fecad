import { fakerEN_ZA as faker } from '@faker-js/faker';
import type { DbOrTx } from '../client';
import { ndaRegister, propertyDiscreteUsers } from '../schema';
import type { DemoPeople } from './demo-people';
import type { DemoProperty } from './demo-properties';

/** How many of the first properties have signed NDAs in the register. */
const PROPERTIES_WITH_NDAS = 12;

/**
 * Who may see what: NDA register entries of buyers on the first properties (rounds accepted or
 * not yet), and buyers granted access to each active discrete property.
 */
export async function seedDemoAccess(tx: DbOrTx, listings: DemoProperty[], { admins, buyers }: DemoPeople): Promise<void> {
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
  await tx.insert(ndaRegister).values(nda);

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
