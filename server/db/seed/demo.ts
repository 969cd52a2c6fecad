import { fakerEN_ZA as faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import { recordVisitorEvents, type VisitorEvent } from '../../lib/visitor-events';
import { commitWithRows } from '../../storage/stored-files';
import type { PendingObject, Storage } from '../../storage/storage';
import type { Db } from '../client';
import {
  agencies,
  ndaRegister,
  portfolios,
  properties,
  propertyContentItems,
  propertyDiscreteUsers,
  sellerCompanies,
  users,
  type NewProperty,
  type NewUser,
} from '../schema';
import { activityComment, type CommentedProperty } from './copy/activity-comments';
import { contentBody } from './copy/content-blocks';
import { introduction, PLACEHOLDER_TEASER, placeholderIntroduction, teaser } from './copy/listing-copy';
import { listingFacts, type ListingFacts } from './copy/listing-facts';
import { seedDemoMedia } from './demo-media';
import { seedDemoVideos } from './demo-video';
import {
  ACCENTED,
  ACTIVITY_NATURES,
  ACTIVITY_STATUSES,
  AGENCY_NAMES,
  CONTENT_HEADERS,
  DEMO_ADMIN,
  PORTFOLIOS,
  SELLER_COMPANY_NAMES,
  STREETS,
  SUBURBS,
  TITLE_WORDS,
  type Name,
} from './demo-data';

const SEED = 20261123;
const REFERENCE_DATE = new Date('2026-11-01T09:00:00Z');
const FIRST_PROPERTY_WITHOUT_CONTENT = 30;

/** Role type ids and how many demo users of each: admins, sellers, investors, managers, buyers, agents. */
const ROLE_COUNTS: [number, number][] = [
  [1, 3],
  [2, 6],
  [3, 4],
  [4, 3],
  [5, 24],
  [6, 20],
];

const phone = () => faker.helpers.replaceSymbols('0## ### ####');
const emailFor = (first: string, last: string, domain: string) =>
  `${first}.${last}`
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z.]/g, '') + `@${domain}`;
const drawName = (): Name => [faker.person.firstName(), faker.person.lastName()];

/**
 * The demo texts were once faker's Latin filler, drawn from this faker between the other values.
 * The English copy now comes from its own seeded picker (./copy); these still make the draws the
 * filler made and drop them, so every other value keeps its place in the sequence and the demo
 * rows that tests rely on (flags, statuses, NDA entries, activity) stay exactly as they were.
 */
const skipFormerFiller = {
  teaserEnding: () => faker.number.int(5),
  introduction: () => faker.lorem.sentences({ min: 2, max: 3 }),
  blockParagraph: () => faker.lorem.paragraph({ min: 2, max: 4 }),
  comment: () => faker.lorem.sentence(),
};

/**
 * Loads the demo data set into an empty, migrated database, in one transaction, with the
 * listings' pictures in `storage` (committed with it: a failed seed leaves no file).
 * Deterministic: the same seed gives the same rows (the pictures' ids are random, as uploads'
 * are). Returns the demo admin's login.
 */
export async function seedDemo(db: Db, storage: Storage): Promise<{ email: string; password: string }> {
  faker.seed(SEED);
  faker.setDefaultRefDate(REFERENCE_DATE);
  const adminHash = await hashPassword(DEMO_ADMIN.password);
  // Filled while the transaction runs; commitWithRows reads it after the last row is written.
  const pictures: PendingObject[] = [];

  await commitWithRows(db, storage, pictures, async (tx) => {
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
            contactNumber: phone(),
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
            contactNumber: phone(),
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
          cellNumber: phone(),
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
    const [admins, buyers, agents] = [idsOf(1), idsOf(5), idsOf(6)];

    const drafts: { row: NewProperty; facts: ListingFacts }[] = Array.from({ length: 40 }, (_, i) => {
      const categoryId = (i % 8) + 1;
      const provinceId = faker.helpers.weightedArrayElement([
        { value: 3, weight: 5 },
        { value: 9, weight: 4 },
        { value: 4, weight: 3 },
        { value: 1, weight: 1 },
        { value: 2, weight: 1 },
        { value: 5, weight: 1 },
        { value: 6, weight: 1 },
        { value: 7, weight: 1 },
        { value: 8, weight: 1 },
      ]);
      const drawnSuburb = faker.helpers.arrayElement(SUBURBS[provinceId]);
      const suburb = ACCENTED.suburbs[i] ?? drawnSuburb;
      const titleWord = faker.helpers.arrayElement(TITLE_WORDS[categoryId]);
      const listingTitle = `${suburb} ${titleWord}`;
      const placeholder = i === 7 || i === 21 || i === 33;
      const size = faker.number.int({ min: 800, max: 42000 });
      if (!placeholder) skipFormerFiller.teaserEnding();
      skipFormerFiller.introduction();
      const key = `property-${i + 1}`;
      const facts = listingFacts({ categoryId, titleWord, suburb, provinceId, size }, key);
      const row: NewProperty = {
        propertyReference: `PR-${String(1001 + i)}`,
        listingTitle,
        title: listingTitle,
        listingDescription: placeholder ? PLACEHOLDER_TEASER : teaser(facts, key),
        shortDescription: placeholder ? placeholderIntroduction(facts) : introduction(facts, key),
        categoryId,
        propertyStatusId: faker.helpers.weightedArrayElement([
          { value: 1, weight: 6 },
          { value: 2, weight: 2 },
          { value: 3, weight: 1 },
          { value: 4, weight: 2 },
          { value: 5, weight: 1 },
        ]),
        sellerCompanyId: sellerRows[i % sellerRows.length].id,
        agentId: agents[i % agents.length],
        addressLine1: `${faker.number.int({ min: 1, max: 400 })} ${faker.helpers.arrayElement(STREETS)}`,
        addressLine2: faker.helpers.maybe(() => `Erf ${faker.number.int({ min: 100, max: 9999 })}`, { probability: 0.4 }),
        suburb,
        provinceId,
        countryId: 1,
        isActive: placeholder || faker.datatype.boolean(0.75),
        isDiscrete: faker.datatype.boolean(0.2),
        isFeatured: faker.datatype.boolean(0.25),
        isListable: faker.datatype.boolean(0.8),
        isPlaceholder: placeholder,
        displayOrder: i + 1,
      };
      return { row, facts };
    });
    const propertyRows = await tx
      .insert(properties)
      .values(drafts.map((d) => d.row))
      .returning({ id: properties.id, isDiscrete: properties.isDiscrete, isActive: properties.isActive, agentId: properties.agentId });

    await tx.insert(propertyContentItems).values(
      propertyRows.flatMap((p, i) => {
        const blocks = faker.helpers.arrayElements(CONTENT_HEADERS, { min: 2, max: 4 }).map((contentHeader, order) => {
          skipFormerFiller.blockParagraph();
          return {
            propertyId: p.id,
            contentHeader,
            contentBody: contentBody(contentHeader, drafts[i].facts, `property-${i + 1}`),
            contentWidth: order === 0 ? 2 : faker.helpers.arrayElement([1, 2]),
            displayOrder: order + 1,
          };
        });
        // Properties 30..40 show the Information tab's empty state. Their blocks are still drawn,
        // so the random sequence, and with it the rest of the demo data, stays as it was.
        return i < FIRST_PROPERTY_WITHOUT_CONTENT - 1 ? blocks : [];
      }),
    );

    const nda = propertyRows.slice(0, 12).flatMap((p) =>
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

    const discrete = propertyRows.filter((p) => p.isDiscrete && p.isActive);
    if (discrete.length) {
      await tx
        .insert(propertyDiscreteUsers)
        .values(
          discrete.flatMap((p) =>
            faker.helpers.arrayElements(buyers, { min: 1, max: 3 }).map((userId) => ({ propertyId: p.id, userId, addedById: admins[0] })),
          ),
        );
    }

    await tx.insert(portfolios).values(PORTFOLIOS);

    // Visitor events go through the same code as the public site's reports.
    const visitors = [...buyers, ...idsOf(3)];
    const commented = new Map<number, CommentedProperty>(
      propertyRows.map((p, i) => [
        p.id,
        { title: drafts[i].row.listingTitle, categoryId: drafts[i].facts.categoryId, provinceId: drafts[i].facts.provinceId },
      ]),
    );
    const events: VisitorEvent[] = Array.from({ length: 320 }, (_, i) => {
      const anonymous = faker.datatype.boolean(0.15);
      const nature = faker.helpers.arrayElement(ACTIVITY_NATURES);
      const property = nature === 'Self Registration' ? undefined : faker.helpers.arrayElement(propertyRows);
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

    const listings = propertyRows.map((p, i) => ({ id: p.id, title: drafts[i].row.listingTitle }));
    await seedDemoMedia(tx, storage, { listings, uploadedById: admins[0], pendings: pictures });
    await seedDemoVideos(tx, storage, { listings, uploadedById: admins[0], pendings: pictures });
  });
  return { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password };
}

/** True when the database has no people yet: the first start of a data dir. */
export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ empty: boolean }>(sql`select not exists (select 1 from users) as empty`);
  return rows[0].empty;
}
