import { capital, millions, netIncome, type ListingFacts } from './listing-facts';
import { picker, type Picker } from './picker';

/**
 * The HTML of a listing's information blocks, one writer per header of CONTENT_HEADERS, each as a
 * commercial listing would put it: a paragraph, then a list, a table or a figure in bold.
 */
type BlockWriter = (facts: ListingFacts, p: Picker) => string;

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead>` +
  `<tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
const area = (m2: number) => `${Math.round(m2).toLocaleString('en-ZA')} m²`;
const rand = (amount: number) => `R${amount.toLocaleString('en-ZA')}`;

const storeys = (n: number) => (n === 1 ? '1 storey' : `${n} storeys`);

const overview: BlockWriter = (facts, p) => {
  const [first, second] = p.some(
    facts.category.pitch.filter((sentence) => sentence !== facts.pitch),
    2,
  );
  const size = facts.category.sizeAs === 'site' ? `${facts.rooms} rooms on a ${facts.sizeText} site` : facts.sizeText;
  return `<p>${first} ${second}</p>${list([`Size: ${size}`, `Zoning: ${facts.zoning}`, `Location: ${facts.suburb}, ${facts.province.replace(/^the /, '')}`])}`;
};

const locationHighlights: BlockWriter = (facts, p) => {
  const { place } = facts;
  const minutes = [p.int(2, 6), p.int(5, 12), p.int(8, 20)];
  return (
    `<p>${capital(place.name ?? facts.suburb)} is known for ${place.character}. The property has quick access to ${place.routes}.</p>` +
    list(place.near.map((landmark, i) => `${minutes[i]} minutes from ${landmark}`))
  );
};

const tenancySchedule: BlockWriter = (facts, p) => {
  const { category } = facts;
  if (category.sizeAs === 'land') {
    return '<p>The land is sold vacant, with no leases or occupation rights, so the buyer takes transfer with vacant possession.</p>';
  }
  if (category.sizeAs === 'site') {
    const rooms = 60 + p.int(0, 10);
    const food = p.int(18, 26);
    return (
      '<p>The owners manage the business, which is sold with the property as a going concern. Its turnover over the last twelve months came from:</p>' +
      table(
        ['Revenue stream', 'Share of turnover'],
        [
          ['Rooms', `${rooms}%`],
          ['Food and beverage', `${food}%`],
          ['Conferences and events', `${100 - rooms - food}%`],
        ],
      )
    );
  }
  if (facts.categoryId === 5) {
    const units = Math.max(12, Math.round(facts.size / 85));
    const bachelor = Math.round(units * 0.3);
    const oneBed = Math.round(units * 0.45);
    return (
      `<p>${units} units, ${facts.occupancy}% let, mostly on twelve-month leases.</p>` +
      table(
        ['Unit type', 'Units', 'Average rent'],
        [
          ['Bachelor', String(bachelor), `${rand(p.int(40, 55) * 100)} a month`],
          ['One bedroom', String(oneBed), `${rand(p.int(58, 72) * 100)} a month`],
          ['Two bedrooms', String(units - bachelor - oneBed), `${rand(p.int(75, 95) * 100)} a month`],
        ],
      )
    );
  }
  const tenants = p.some(category.tenants, p.int(2, 4));
  const letArea = facts.size * (facts.occupancy / 100);
  // The main tenant takes the largest share; the schedule lists the main tenants only.
  const shares = tenants.map((_, i) => (i === 0 ? 0.45 : 0.4 / (tenants.length - 1)));
  const year = 2026 + Math.round(facts.wale);
  return (
    `<p>${facts.occupancy}% let, with a weighted average lease expiry of <em>${facts.wale.toFixed(1)} years</em>.</p>` +
    table(
      ['Tenant', 'Area', 'Lease expiry'],
      tenants.map((tenant, i) => [tenant, area(letArea * shares[i]), String(year + p.int(-2, 2) + (i === 0 ? 2 : 0))]),
    )
  );
};

const investmentSummary: BlockWriter = (facts, p) => {
  const income = netIncome(facts);
  if (!income) {
    const perHectare = p.int(18, 60) * 100_000;
    return (
      `<p>The land earns no income: its value lies in the development rights. Comparable land in ${facts.suburb} has sold for ` +
      `about <strong>${millions(perHectare)} a hectare</strong> in the last two years.</p>`
    );
  }
  const price = income / (facts.yieldPercent / 100);
  return (
    `<p>Net operating income of about ${millions(income)} a year. Offers are invited around <strong>${millions(price)}</strong>, ` +
    `a forward yield of <strong>${facts.yieldPercent.toFixed(1)}%</strong>.</p>` +
    list([
      facts.category.sizeAs === 'site' ? `Average occupancy of ${p.int(58, 78)}%` : `Annual escalations of ${p.int(60, 80) / 10}%`,
      'Sale as a going concern, zero-rated for VAT',
      `Transfer within ${p.int(3, 6)} months of the sale agreement`,
    ])
  );
};

const zoningAndBulk: BlockWriter = (facts, p) => {
  const coverage = p.int(5, 8) * 10;
  const height = p.int(...facts.category.storeys);
  // Built floor area over site area: at most coverage times storeys, usually well under it.
  const floorAreaRatio = ((coverage / 100) * height * p.int(5, 9)) / 10;
  const spare = p.chance(0.6) ? p.int(5, 40) * 100 : 0;
  const bulk =
    facts.category.sizeAs === 'land'
      ? `Up to about ${area(facts.size * floorAreaRatio)} may be built on it, and none of that bulk is used yet.`
      : spare
        ? `About ${area(spare)} of unused bulk remains, subject to council approval.`
        : 'The permitted bulk is fully used, and the buildings have approved plans.';
  return (
    `<p>Zoned <em>${facts.zoning}</em>, which allows ${facts.category.uses}. ${bulk}</p>` +
    list([`Coverage: ${coverage}%`, `Height: up to ${storeys(height)}`, `Floor area ratio: ${floorAreaRatio.toFixed(1)}`])
  );
};

const buildingSpecifications: BlockWriter = (facts, p) => {
  const features = p.some(facts.category.features, Math.min(4, facts.category.features.length));
  if (facts.category.sizeAs === 'land')
    return `<p>There are no buildings on the ${facts.sizeText} site. What it offers a builder:</p>${list(features)}`;
  const refurbished = facts.builtIn < 2012 ? ` and refurbished in ${p.int(2018, 2024)}` : '';
  return `<p>Built in ${facts.builtIn}${refurbished}, to a standard that suits ${p.pick(facts.category.audience)}.</p>${list(features)}`;
};

const parkingAndAccess: BlockWriter = (facts, p) =>
  `<p>Access is from ${facts.place.routes}, with ${facts.place.near[p.int(0, 2)]} nearby.</p>` + list(facts.category.access);

const sustainability: BlockWriter = (facts, p) => {
  const [first, second] = p.some(facts.category.green, 2);
  if (facts.category.sizeAs === 'land') return `<p>${first} ${second}</p>`;
  return `<p>${first} ${second}</p><p>Energy use last year: <em>${p.int(90, 220)} kWh per m²</em>, metered and reported every month.</p>`;
};

const WRITERS: Record<string, BlockWriter> = {
  Overview: overview,
  'Location Highlights': locationHighlights,
  'Tenancy Schedule': tenancySchedule,
  'Investment Summary': investmentSummary,
  'Zoning and Bulk': zoningAndBulk,
  'Building Specifications': buildingSpecifications,
  'Parking and Access': parkingAndAccess,
  Sustainability: sustainability,
};

/** The HTML body of a block; `key` names the listing (e.g. 'property-12'). */
export function contentBody(header: string, facts: ListingFacts, key: string): string {
  const write = WRITERS[header] ?? overview;
  return write(facts, picker(`${key}-${header}`));
}
