import { fakerEN_ZA as faker } from '@faker-js/faker';

/**
 * The demo texts were once faker's Latin filler, drawn from this faker between the other values.
 * The English copy now comes from its own seeded picker (./copy); these still make the draws the
 * filler made and drop them, so every other value keeps its place in the sequence and the demo
 * rows that tests rely on (flags, statuses, NDA entries, activity) stay exactly as they were.
 */
export const skipFormerFiller = {
  teaserEnding: () => faker.number.int(5),
  introduction: () => faker.lorem.sentences({ min: 2, max: 3 }),
  blockParagraph: () => faker.lorem.paragraph({ min: 2, max: 4 }),
  comment: () => faker.lorem.sentence(),
};
