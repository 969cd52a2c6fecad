import { fakerEN_ZA as faker } from '@faker-js/faker';
import type { DbOrTx } from '../db/client';
import { properties, propertyContentItems, type NewProperty } from '../db/schema';
import { contentBody } from './copy/content-blocks';
import { introduction, PLACEHOLDER_TEASER, placeholderIntroduction, teaser } from './copy/listing-copy';
import { listingFacts, type ListingFacts } from './copy/listing-facts';
import { ACCENTED, CONTENT_HEADERS, STREETS, SUBURBS, TITLE_WORDS } from './demo-data';
import type { DemoPeople } from './demo-people';
import { skipFormerFiller } from './former-filler';

const PROPERTY_COUNT = 40;
const FIRST_PROPERTY_WITHOUT_CONTENT = 30;

/** A stored demo property with what the later parts of the seed build on it. */
export interface DemoProperty {
  id: number;
  title: string;
  isActive: boolean;
  isDiscrete: boolean;
  isPlaceholder: boolean;
  agentId: number | null;
  facts: ListingFacts;
}

/**
 * The demo properties (categories by turns, places weighted towards Gauteng, the Western Cape
 * and KwaZulu-Natal, three placeholders), each with a seller, an agent, its listing copy and
 * its information blocks.
 */
export async function seedDemoProperties(tx: DbOrTx, { sellerCompanyIds, agents }: DemoPeople): Promise<DemoProperty[]> {
  const drafts: { row: NewProperty; facts: ListingFacts }[] = Array.from({ length: PROPERTY_COUNT }, (_, i) => {
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
      sellerCompanyId: sellerCompanyIds[i % sellerCompanyIds.length],
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
  const rows = await tx
    .insert(properties)
    .values(drafts.map((d) => d.row))
    .returning({
      id: properties.id,
      isActive: properties.isActive,
      isDiscrete: properties.isDiscrete,
      isPlaceholder: properties.isPlaceholder,
      agentId: properties.agentId,
    });

  await tx.insert(propertyContentItems).values(
    rows.flatMap((p, i) => {
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

  return rows.map((p, i) => ({ ...p, title: drafts[i].row.listingTitle, facts: drafts[i].facts }));
}
