import { ACTIVITY_STATUSES as STATUSES, VISITOR_NATURES } from '@common/activity-vocabulary';

/** Fixed vocabularies for the demo data set: realistic South African commercial property. */

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026', firstName: 'Alex', lastName: 'Morgan' };
/** Support staff (role type 7): reads everything, changes nothing (issue 16). */
export const DEMO_SUPPORT = { email: 'support@example.com', password: 'demo-support-2026', firstName: 'Sam', lastName: 'Reyes' };

/** Suburbs by province id (see the reference-data migration). */
export const SUBURBS: Record<number, string[]> = {
  1: ['Summerstrand', 'Newton Park', 'Vincent'],
  2: ['Westdene', 'Bayswater'],
  3: ['Sandton', 'Rosebank', 'Midrand', 'Centurion', 'Bryanston', 'Kempton Park', 'Hatfield'],
  4: ['Umhlanga', 'Westville', 'Pinetown', 'Ballito'],
  5: ['Polokwane Central', 'Bendor'],
  6: ['Mbombela', 'White River'],
  7: ['Kimberley Central'],
  8: ['Rustenburg', 'Potchefstroom'],
  9: ['Century City', 'Bellville', 'Stellenbosch', 'Claremont', 'Paarl', 'Foreshore'],
};

/** Words that make a listing title sound like its category, by category id. */
export const TITLE_WORDS: Record<number, string[]> = {
  1: ['Office Park', 'Corporate Campus', 'Business Centre', 'Office Tower'],
  2: ['Shopping Centre', 'Retail Strip', 'Convenience Centre', 'Lifestyle Mall'],
  3: ['Logistics Park', 'Industrial Estate', 'Distribution Centre', 'Warehouse Complex'],
  4: ['Boutique Hotel', 'Lodge', 'Guest House', 'Conference Hotel'],
  5: ['Apartment Block', 'Residential Estate', 'Student Residence'],
  6: ['Mixed-Use Precinct', 'Urban Quarter', 'Live-Work Development'],
  7: ['Development Land', 'Greenfield Site', 'Serviced Stands'],
  8: ['Medical Centre', 'Day Clinic', 'Healthcare Suites'],
};

export const STREETS = [
  'Rivonia Road',
  'Oxford Road',
  'Jan Smuts Avenue',
  'Main Road',
  'Voortrekker Road',
  'Umhlanga Rocks Drive',
  'William Nicol Drive',
  'Church Street',
  'Long Street',
  'Beach Road',
  'Bree Street',
  'Grayston Drive',
  'Old Pretoria Road',
  'Louis Botha Avenue',
  'Nelson Mandela Drive',
  'Kingsway',
];

export const CONTENT_HEADERS = [
  'Overview',
  'Location Highlights',
  'Tenancy Schedule',
  'Investment Summary',
  'Zoning and Bulk',
  'Building Specifications',
  'Parking and Access',
  'Sustainability',
];

/** A first and a last name. */
export type Name = [first: string, last: string];

/**
 * South African names often carry accents, and search ignores them (issue 11). These replace a
 * few drawn values, by position, after they are drawn, so nothing else in the demo data moves.
 */
export const ACCENTED = {
  /** By position among the demo people (user id - 1): two buyers and an agent. */
  people: { 30: ['Zoë', 'Cronjé'], 34: ['André', 'du Toit'], 53: ['Anél', 'Nortjé'] } as Record<number, Name>,
  /** By position among the agencies and the seller companies. */
  agencyContacts: { 1: ['Hélène', 'Malherbe'] } as Record<number, Name>,
  sellerContacts: { 4: ['Léon', 'Brönn'] } as Record<number, Name>,
  /** By position among the demo properties (property id - 1): a Pretoria suburb, in Afrikaans. */
  suburbs: { 31: 'Môreleta Park' } as Record<number, string>,
};

export const AGENCY_NAMES = [
  'Cape Commercial Brokers',
  'Highveld Property Partners',
  'Coastal Investment Realty',
  'Summit Commercial',
  'Meridian Property Group',
  'Baobab Real Estate',
  'Protea Capital Properties',
  'Karoo Land & Industrial',
];

export const SELLER_COMPANY_NAMES = [
  'Acacia Property Holdings',
  'Blue Crane Investments',
  'Fynbos Capital',
  'Table Bay Properties',
  'Ubuntu Real Estate Fund',
  'Drakensberg Holdings',
  'Limpopo Land Trust',
  'Springbok Industrial REIT',
  'Marula Hospitality Group',
  'Harbourside Developments',
];

/**
 * The demo portfolios, each offering the demo properties of one category (ids as in TITLE_WORDS).
 * A description names the provinces its properties are in (tests/api/demo-copy.test.ts holds it so).
 */
export const PORTFOLIOS = [
  {
    categoryId: 1,
    title: 'Regional Office Collection',
    description:
      'A-grade office buildings in KwaZulu-Natal, the Western Cape, the Eastern Cape and the Free State, let to blue-chip tenants on long leases.',
  },
  {
    categoryId: 4,
    title: 'Hotels and Lodges Portfolio',
    description: 'Boutique hotels and lodges in Gauteng, KwaZulu-Natal and the Eastern Cape with strong occupancy histories.',
  },
  {
    categoryId: 3,
    title: 'Logistics and Industrial Fund',
    description:
      'Modern distribution centres in Gauteng and KwaZulu-Natal, on the N3 corridor between them, with high eaves and generous yards.',
  },
  {
    categoryId: 2,
    title: 'Convenience Retail Assets',
    description:
      'Grocery-anchored neighbourhood centres in KwaZulu-Natal, the Free State and the Western Cape with defensive income and low vacancy.',
  },
];

const [PROPERTY_VIEWED] = VISITOR_NATURES;
const [INFORMATION] = STATUSES;

/**
 * What the demo's visitor activity picks from, each as often as it should come up: most visits
 * only view a property, and most entries are for information.
 */
export const ACTIVITY_NATURES = [PROPERTY_VIEWED, PROPERTY_VIEWED, ...VISITOR_NATURES];

export const ACTIVITY_STATUSES = [INFORMATION, ...STATUSES];
