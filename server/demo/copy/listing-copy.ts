import { article, capital, type ListingFacts } from './listing-facts';
import { picker } from './picker';

/** The teaser of a placeholder listing, which the list shows until the details are ready. */
export const PLACEHOLDER_TEASER = 'Details to follow: register your interest.';

/** Where the property is, as the end of a teaser. */
function placePhrase(facts: ListingFacts, choice: number): string {
  const { place } = facts;
  return [`close to ${place.near[0]}`, `minutes from ${place.near[1]}`, `off ${place.routes}`, `in ${facts.where}`][choice % 4];
}

/** One sentence for the list's Teaser column (listingDescription). */
export function teaser(facts: ListingFacts, key: string): string {
  const p = picker(`${key}-teaser`);
  const strength = p.pick(facts.category.strengths);
  const where = placePhrase(facts, p.int(0, 3));
  switch (facts.category.sizeAs) {
    case 'site':
      return `${capital(facts.noun)} with ${facts.rooms} rooms ${strength}, ${where}.`;
    default:
      return `${facts.sizeText} ${facts.noun} ${strength}, ${where}.`;
  }
}

/** The opening sentence: what the property is and where. */
function opening(facts: ListingFacts, choice: number): string {
  const { noun, where, sizeText, place, category } = facts;
  const what = category.sizeAs === 'site' ? `${facts.rooms} rooms on a ${sizeText} site` : `${sizeText} of ${category.space}`;
  return [
    `This ${noun} offers ${what} in ${where}, an area known for ${place.character}.`,
    `Set in ${where}, close to ${place.near[0]}, this ${noun} offers ${what}.`,
    `A rare chance to buy ${article(noun)} in ${facts.where}: ${what}, minutes from ${place.near[0]}.`,
    `${capital(article(noun))} with ${what}, in one of the most sought-after parts of ${facts.province}.`,
  ][choice % 4];
}

/** A sentence about the location and roads, naming other landmarks than the opening does. */
function locationSentence(facts: ListingFacts, choice: number): string {
  const { place } = facts;
  return [
    `It is a few minutes from ${place.near[1]} and has quick access to ${place.routes}.`,
    `It is easy to reach from ${place.routes}, and ${place.near[2]} is close by.`,
    `The property is a short drive from ${place.near[2]}, with ${place.routes} close at hand.`,
  ][choice % 3];
}

/** The introduction (shortDescription): three or four sentences of listing copy. */
export function introduction(facts: ListingFacts, key: string): string {
  const p = picker(`${key}-introduction`);
  const sentences = [opening(facts, p.int(0, 3)), facts.pitch, locationSentence(facts, p.int(0, 2))];
  if (p.chance(0.6)) sentences.push(`It suits ${p.pick(facts.category.audience)}.`);
  return sentences.join(' ');
}

/** The introduction of a placeholder: the listing is announced, its details are not out yet. */
export function placeholderIntroduction(facts: ListingFacts): string {
  return (
    `${capital(article(facts.noun))} in ${facts.where} is being prepared for the market. ` +
    'Register your interest to receive the information memorandum as soon as it is released.'
  );
}
