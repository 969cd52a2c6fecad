import { fakerEN_ZA as faker } from '@faker-js/faker';
import type { DbOrTx } from '../db/client';
import { agencies, sellerCompanies, users, type NewUser } from '../db/schema';
import { ACCENTED, AGENCY_NAMES, DEMO_ADMIN, SELLER_COMPANY_NAMES, type Name } from './demo-data';

/** Role type ids and how many demo users of each: admins, sellers, investors, managers, buyers, agents. */
const ROLE_COUNTS: [number, number][] = [
  [1, 3],
  [2, 6],
  [3, 4],
  [4, 3],
  [5, 24],
  [6, 20],
];

/** The demo's people by role, as the later parts of the seed pick from them. */
export interface DemoPeople {
  sellerCompanyIds: number[];
  admins: number[];
  investors: number[];
  buyers: number[];
  agents: number[];
}

/** South African dialling codes: mobile numbers for people, a city's landline code for offices. */
const MOBILE = ['060', '061', '062', '063', '064', '065', '066', '071', '072', '073', '074', '076', '078', '079', '082', '083', '084'];
const LANDLINE = ['010', '011', '012', '021', '031', '041', '051'];

/**
 * A plausible number ('082 555 0101', '021 555 0101'). Its digits are drawn as the demo always
 * drew them (every later draw of the seed stays as it was) and its first three made a real code.
 */
const phone = (codes: readonly string[]) => {
  const drawn = faker.helpers.replaceSymbols('0## ### ####');
  return `${codes[Number(drawn.slice(1, 3)) % codes.length]}${drawn.slice(3)}`;
};
const emailFor = (first: string, last: string, domain: string) =>
  `${first}.${last}`
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z.]/g, '') + `@${domain}`;
const drawName = (): Name => [faker.person.firstName(), faker.person.lastName()];

/**
 * The agencies, the seller companies and the users of every role (agents in agencies, sellers
 * in companies), drawn from the seed's faker in that order. Only the demo admin gets a password.
 */
export async function seedDemoPeople(tx: DbOrTx, adminHash: string): Promise<DemoPeople> {
  const agencyRows = await tx
    .insert(agencies)
    .values(
      AGENCY_NAMES.map((agencyName, i) => {
        const drawn = drawName();
        const [first, last] = ACCENTED.agencyContacts[i] ?? drawn;
        return {
          agencyName,
          description: faker.helpers.arrayElement([
            `Specialists in ${faker.helpers.arrayElement(['office', 'retail', 'industrial', 'hospitality'])} property since ${faker.number.int({ min: 1985, max: 2018 })}.`,
            `Commercial brokerage covering ${faker.helpers.arrayElement(['Gauteng', 'the Western Cape', 'KwaZulu-Natal', 'the whole country'])}.`,
          ]),
          contactPerson: `${first} ${last}`,
          contactNumber: phone(LANDLINE),
          emailAddress: `info@${agencyName.toLowerCase().replace(/[^a-z]+/g, '')}.co.za`,
          isActive: i !== 6,
        };
      }),
    )
    .returning({ id: agencies.id, agencyName: agencies.agencyName });

  const sellerRows = await tx
    .insert(sellerCompanies)
    .values(
      SELLER_COMPANY_NAMES.map((companyName, i) => {
        const drawn = drawName();
        const [first, last] = ACCENTED.sellerContacts[i] ?? drawn;
        return {
          companyName,
          contactPerson: `${first} ${last}`,
          contactNumber: phone(LANDLINE),
          emailAddress: emailFor(first, last, `${companyName.split(' ')[0].toLowerCase()}.co.za`),
          description:
            i % 4 === 3
              ? 'Not captured'
              : faker.helpers.arrayElement([
                  'Family-owned property investor with a focus on long-term income.',
                  'Listed fund disposing of non-core assets to recycle capital into logistics and renewable energy projects.',
                  'Developer and owner of mixed-use precincts.',
                ]),
          isActive: i !== 8,
        };
      }),
    )
    .returning({ id: sellerCompanies.id });

  const people: NewUser[] = [];
  for (const [roleTypeId, count] of ROLE_COUNTS) {
    for (let i = 0; i < count; i++) {
      const isDemoAdmin = roleTypeId === 1 && i === 0;
      const drawn: Name = isDemoAdmin ? [DEMO_ADMIN.firstName, DEMO_ADMIN.lastName] : drawName();
      const [firstName, lastName] = ACCENTED.people[people.length] ?? drawn;
      const agency = roleTypeId === 6 ? agencyRows[i % agencyRows.length] : undefined;
      const seller = roleTypeId === 2 ? sellerRows[i % sellerRows.length] : undefined;
      people.push({
        firstName,
        lastName,
        emailAddress: isDemoAdmin ? DEMO_ADMIN.email : emailFor(firstName, `${lastName}${people.length}`, 'example.co.za'),
        cellNumber: phone(MOBILE),
        userRoleTypeId: roleTypeId,
        agencyId: agency?.id,
        sellerCompanyId: seller?.id,
        companyName: agency?.agencyName ?? (roleTypeId === 3 ? faker.company.name() : undefined),
        notes: faker.helpers.maybe(
          () => faker.helpers.arrayElement(['Prefers email.', 'Met at the Cape Town investor day.', 'Interested in yield above 10%.']),
          { probability: 0.3 },
        ),
        passwordHash: isDemoAdmin ? adminHash : undefined,
      });
    }
  }
  const userRows = await tx.insert(users).values(people).returning({ id: users.id, roleTypeId: users.userRoleTypeId });
  const idsOf = (role: number) => userRows.filter((u) => u.roleTypeId === role).map((u) => u.id);
  return {
    sellerCompanyIds: sellerRows.map((s) => s.id),
    admins: idsOf(1),
    investors: idsOf(3),
    buyers: idsOf(5),
    agents: idsOf(6),
  };
}
