import { CATEGORY_COPY } from './categories';
import type { CategoryCopy } from './category-copy';
import { picker } from './picker';
import { placeOf, PROVINCE_IN_TEXT, type Place } from './places';

/** What the seed knows about a listing when it writes its copy. */
export interface Listing {
  categoryId: number;
  /** The kind of property from the title, e.g. 'Office Park' (see TITLE_WORDS). */
  titleWord: string;
  suburb: string;
  provinceId: number;
  /** Floor area, or the site's area for hotels and land, in m². */
  size: number;
}

/** A listing's figures, drawn once so that its teaser, introduction and blocks agree. */
export interface ListingFacts extends Listing {
  category: CategoryCopy;
  place: Place;
  /** 'a logistics park', 'this logistics park' without the article. */
  noun: string;
  /** 'Sandton, Johannesburg' or just 'Ballito' where the suburb is the town. */
  where: string;
  province: string;
  /** The size as it reads: '12 400 m²' or '3.4 ha'. */
  sizeText: string;
  zoning: string;
  /** The category's selling point the introduction makes (the Overview block makes others). */
  pitch: string;
  rooms: number;
  occupancy: number;
  yieldPercent: number;
  wale: number;
  builtIn: number;
}

/** Nouns that read badly after 'this' as they stand in a title. */
const NOUNS: Record<string, string> = {
  'Development Land': 'development site',
  'Serviced Stands': 'block of serviced stands',
  'Healthcare Suites': 'building of healthcare suites',
};

/** Room counts by kind of hotel. */
const ROOMS: Record<string, [number, number]> = {
  'Boutique Hotel': [12, 30],
  Lodge: [8, 24],
  'Guest House': [6, 14],
  'Conference Hotel': [80, 180],
};

const formatted = (n: number) => n.toLocaleString('en-ZA');

function sizeText(size: number, sizeAs: CategoryCopy['sizeAs']): string {
  return sizeAs !== 'area' && size >= 10_000 ? `${(size / 10_000).toFixed(1)} ha` : `${formatted(size)} m²`;
}

export const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The figures of one listing; `key` (e.g. 'property-12') seeds them. */
export function listingFacts(listing: Listing, key: string): ListingFacts {
  const p = picker(`${key}-facts`);
  const category = CATEGORY_COPY[listing.categoryId];
  const place = placeOf(listing.suburb, listing.provinceId);
  const [minRooms, maxRooms] = ROOMS[listing.titleWord] ?? [10, 40];
  const sameTown = listing.suburb === place.city || listing.suburb.startsWith(`${place.city} `);
  return {
    ...listing,
    category,
    place,
    noun: NOUNS[listing.titleWord] ?? listing.titleWord.toLowerCase(),
    where: sameTown ? listing.suburb : `${place.name ?? listing.suburb}, ${place.city}`,
    province: PROVINCE_IN_TEXT[listing.provinceId] ?? 'South Africa',
    sizeText: sizeText(listing.size, category.sizeAs),
    zoning: p.pick(category.zoning),
    pitch: p.pick(category.pitch),
    rooms: p.int(minRooms, maxRooms),
    occupancy: p.int(84, 100),
    yieldPercent: p.int(85, 115) / 10,
    wale: p.int(20, 68) / 10,
    builtIn: p.int(1988, 2019),
  };
}

/** Net income a year in rand: rentals for let space, rooms for hotels, nothing for land. */
export function netIncome(facts: ListingFacts): number {
  const monthlyRentPerM2: Record<number, number> = { 1: 140, 2: 160, 3: 65, 5: 110, 6: 130, 8: 180 };
  if (facts.category.sizeAs === 'land') return 0;
  if (facts.category.sizeAs === 'site') return facts.rooms * 165_000;
  return facts.size * (monthlyRentPerM2[facts.categoryId] ?? 120) * 12 * (facts.occupancy / 100) * 0.7;
}

/** Rand in millions, as listings quote them: 'R48.5 million'. */
export const millions = (rand: number) => `R${(rand / 1_000_000).toFixed(1)} million`;
