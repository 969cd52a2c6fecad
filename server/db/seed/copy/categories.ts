/** The parts listing copy is built from, by category id (1 office ... 8 healthcare, as TITLE_WORDS). */
export interface CategoryCopy {
  /** How the size reads: floor area in m², a site in m² or hectares, or land in hectares. */
  sizeAs: 'area' | 'site' | 'land';
  /** What the space is called in a sentence ('office space'). */
  space: string;
  /** Teaser endings, after the size and the kind of property. */
  strengths: string[];
  /** Whole sentences for the introduction. */
  pitch: string[];
  /** Who it suits, after 'It suits'. */
  audience: string[];
  /** Items of the Building Specifications list. */
  features: string[];
  /** Tenants of the tenancy schedule (none for hotels, which are owner-managed, and land). */
  tenants: string[];
  /** What the zoning allows, after 'which allows'. */
  uses: string;
  zoning: string[];
  /** The height the zoning allows, in storeys: least and most. */
  storeys: [number, number];
  /** Items of the Parking and Access list. */
  access: string[];
  /** Sentences for the Sustainability block. */
  green: string[];
  /** Documents a buyer asks for. */
  documents: string[];
}

const SHARED_GREEN = [
  'A rooftop solar PV plant carries much of the daytime load and cuts the exposure to load-shedding.',
  'LED lighting with motion sensors has been fitted throughout.',
  'Rainwater is harvested into storage tanks for irrigation and ablutions.',
  'Water-wise landscaping and low-flow fittings keep municipal consumption down.',
];

export const CATEGORY_COPY: Record<number, CategoryCopy> = {
  1: {
    sizeAs: 'area',
    space: 'office space',
    strengths: [
      'with backup power and fibre',
      'let to a listed financial-services group',
      'with a full-floor tenant on a five-year lease',
      'ready for an owner-occupier',
      'with secure basement parking',
    ],
    pitch: [
      'The building has been refurbished in the last three years, with new lifts, ablutions and a modern reception.',
      'Floors are open plan and can be let whole or in part, so the income can be grown as leases come up.',
      'Most of the space is let to established professional firms on leases with fixed annual escalations.',
      'Backup generators and water storage keep the building trading through load-shedding and outages.',
    ],
    audience: ['owner-occupiers looking for a head office', 'private investors', 'listed funds building a regional presence'],
    features: [
      'Backup generators covering the whole building',
      'Fibre from two providers',
      'Open-plan floor plates of about 1 200 m²',
      'Raised access flooring and suspended ceilings',
      'Central air-conditioning, serviced annually',
      'Biometric access control and CCTV',
    ],
    tenants: ['Financial services group', 'Engineering consultancy', 'Law firm', 'Medical aid administrator', 'Co-working operator'],
    uses: 'offices, conference facilities and a staff canteen',
    zoning: ['Business 4', 'General Business 2', 'Office Zone'],
    storeys: [3, 12],
    access: ['4 bays per 100 m², most of them in the basement', 'Visitor parking at the entrance', 'Two lifts to every floor'],
    green: ['The building holds a 4-Star Green Star SA Office rating.', ...SHARED_GREEN],
    documents: ['the tenancy schedule', 'the floor plans', 'the operating cost recoveries'],
  },
  2: {
    sizeAs: 'area',
    space: 'retail space',
    strengths: [
      'anchored by a national grocer',
      'with strong foot traffic and low vacancy',
      'let to national and franchise tenants',
      'on a busy main road',
      'with trading densities above the regional average',
    ],
    pitch: [
      'A national supermarket anchors the centre, with pharmacies, fast food and banks making up most of the line shops.',
      'Foot counts have grown every year since the centre was extended, and vacancy is below 3%.',
      'Most tenants are national or franchise brands, on leases with annual escalations of 6% to 7.5%.',
      'The centre serves the daily needs of the surrounding suburbs, which has kept its income steady through every cycle.',
    ],
    audience: ['investors looking for defensive income', 'retail funds', 'family offices'],
    features: [
      'Generator backup for the common areas and the anchor tenant',
      'Loading bay and service yard behind the shops',
      'Covered walkways between the anchor and the line shops',
      'Pylon signage on the main road',
      'Refurbished ablutions and food court',
    ],
    tenants: ['National supermarket', 'Pharmacy', 'Fast-food franchise', 'Bank branch', 'Clothing retailer', 'Hardware store'],
    uses: 'shops, restaurants, banks and offices',
    zoning: ['General Business 1', 'Business 1', 'Commercial'],
    storeys: [1, 3],
    access: ['5 bays per 100 m² of retail space', 'Two entrances from the main road', 'Taxi rank and bus stop at the door'],
    green: ['Solar PV on the roof supplies the common areas.', ...SHARED_GREEN],
    documents: ['the rent roll', 'the trading densities', 'the foot counts'],
  },
  3: {
    sizeAs: 'area',
    space: 'warehousing',
    strengths: [
      'with 12 m eaves and a large truck yard',
      'with dock levellers and a secure yard',
      'let to a national logistics company',
      'close to the main freight routes',
      'with three-phase power and sprinklers',
    ],
    pitch: [
      'The warehouses have 10 to 12 m eaves, dock levellers and yards deep enough for interlink trucks.',
      'It is let to a national logistics company on a triple-net lease, so the tenant carries the running costs.',
      'The site has spare bulk for a further warehouse, subject to approval.',
      'Three-phase power, in-rack sprinklers and 24-hour guarding make it ready for most distribution uses.',
    ],
    audience: ['logistics operators', 'manufacturers needing more space', 'industrial funds'],
    features: [
      'Eaves of 10 to 12 m',
      'Dock levellers and grade-level roller doors',
      'Three-phase power with a 500 kVA supply',
      'In-rack sprinklers and fire hydrants',
      'Superflat floors for narrow-aisle racking',
      'Offices and ablutions over two levels',
    ],
    tenants: [
      'National logistics company',
      'Packaging manufacturer',
      'Auto-parts distributor',
      'Cold-chain operator',
      'Furniture importer',
    ],
    uses: 'warehousing, light industry and ancillary offices',
    zoning: ['Industrial 1', 'General Industrial', 'Light Industry'],
    storeys: [1, 2],
    access: [
      'Truck yard for interlinks, with a turning circle',
      'Guarded gatehouse at the single entrance',
      'Staff parking apart from the truck yard',
    ],
    green: ['The roof has been strengthened to carry a solar PV plant.', ...SHARED_GREEN],
    documents: ['the lease agreement', 'the site plan', 'the electrical compliance certificate'],
  },
  4: {
    sizeAs: 'site',
    space: 'guest rooms',
    strengths: [
      'and a restaurant and conference venue',
      'trading at strong occupancy',
      'and a pool, spa and gardens',
      'sold as a going concern',
      'serving a loyal corporate and leisure trade',
    ],
    pitch: [
      'It trades at healthy occupancy, with corporate guests in the week and leisure guests over weekends.',
      'It is sold as a going concern, with its staff, furniture, booking systems and website.',
      'The restaurant and conference rooms bring in about a third of the turnover.',
      'There is room on the site to add rooms or a spa, subject to council approval.',
    ],
    audience: ['hotel groups', 'owner-operators', 'investors who want a managed asset'],
    features: [
      'En-suite rooms with air-conditioning and Wi-Fi',
      'Restaurant and bar seating about 80 guests',
      'Conference venue for up to 120 delegates',
      'Pool, gardens and a small spa',
      'Generator and solar backup for the whole property',
    ],
    tenants: [],
    uses: 'a hotel, restaurant, conference venue and staff housing',
    zoning: ['Resort Zone', 'General Business 1', 'Tourism'],
    storeys: [2, 6],
    access: ['On-site parking for guests and coaches', 'Porte-cochère at the entrance', 'Airport transfers by arrangement'],
    green: ['Heat pumps heat the water for the rooms and the pool.', ...SHARED_GREEN],
    documents: ['the trading figures for the last three years', 'the occupancy statistics', 'the liquor and grading certificates'],
  },
  5: {
    sizeAs: 'area',
    space: 'residential space',
    strengths: [
      'fully let with a waiting list',
      'with secure access and backup power',
      'let to students and young professionals',
      'with low vacancy and steady rentals',
      'in a sought-after suburb',
    ],
    pitch: [
      'The units are fully let, mostly on twelve-month leases, and there is a waiting list.',
      'Access is controlled around the clock, and each unit has a prepaid electricity meter.',
      'The buildings are well maintained, and the roofs, lifts and plumbing have been renewed in recent years.',
      'Rentals have grown ahead of inflation, helped by the shortage of good rental stock nearby.',
    ],
    audience: ['residential landlords', 'investors looking for rental income', 'buy-to-let investors building a portfolio'],
    features: [
      'Prepaid electricity and water meters for each unit',
      'Fibre to every unit',
      'Backup power for lifts, lighting and security',
      'Laundry, study rooms and a braai area',
      'Biometric access at every entrance',
    ],
    tenants: ['Bachelor units', 'One-bedroom units', 'Two-bedroom units', 'Shops on the ground floor'],
    uses: 'flats, student housing and shops on the ground floor',
    zoning: ['General Residential 4', 'Residential 3', 'General Residential 2'],
    storeys: [3, 10],
    access: ['A parking bay for most units', 'Bicycle storage', 'Close to taxi and bus routes'],
    green: ['Solar geysers and heat pumps supply the hot water.', ...SHARED_GREEN],
    documents: ['the rent roll', 'the body corporate or levy statements', 'the building plans'],
  },
  6: {
    sizeAs: 'area',
    space: 'lettable space',
    strengths: [
      'with shops, offices and apartments',
      'in a walkable precinct',
      'with income from several uses',
      'with restaurants at street level',
      'with apartments above ground-floor shops',
    ],
    pitch: [
      'Shops and restaurants at street level, offices above and apartments on the top floors spread the income across uses.',
      'The precinct is built for people on foot, with a public square, trees and ground-floor trading.',
      'Leases are staggered, so no single expiry puts the income at risk.',
      'The property sits in an area the city has earmarked for denser mixed-use development.',
    ],
    audience: ['investors looking for diversified income', 'developers', 'family offices'],
    features: [
      'Separate entrances for the residents, the offices and the shops',
      'Backup power for the common areas and lifts',
      'Fibre throughout',
      'Refuse rooms and service lanes behind the shops',
      'A central square used for markets and events',
    ],
    tenants: ['Restaurant', 'Coffee shop', 'Gym', 'Professional offices', 'Residential units'],
    uses: 'shops, offices, flats and a hotel',
    zoning: ['Mixed Use 3', 'General Business 5', 'Mixed Use'],
    storeys: [4, 12],
    access: ['Basement parking for residents and office tenants', 'Street parking for shoppers', 'On a main bus route'],
    green: ['The precinct is designed to a 5-Star Green Star SA rating.', ...SHARED_GREEN],
    documents: ['the tenancy schedule', 'the sectional title plans', 'the levy schedule'],
  },
  7: {
    sizeAs: 'land',
    space: 'land',
    strengths: [
      'with bulk services at the boundary',
      'zoned for development',
      'with town-planning work under way',
      'with flat topography and good road frontage',
      'in a fast-growing node',
    ],
    pitch: [
      'The land is flat, fenced and has bulk water, sewer and electricity at the boundary.',
      'The seller has started the rezoning for mixed use, so much of the town-planning work is done.',
      'It has long frontage to a main road, with access approved by the roads authority.',
      'Neighbouring land has been developed for housing and retail in the last five years.',
    ],
    audience: ['developers', 'land banks', 'owner-builders'],
    features: ['Bulk water and sewer at the boundary', 'Eskom supply available', 'Geotechnical report on file', 'Fenced on all sides'],
    tenants: [],
    uses: 'development in line with the municipal spatial plan',
    zoning: ['Undetermined', 'Agricultural', 'Special Residential'],
    storeys: [2, 6],
    access: ['Access from the main road approved', 'Frontage of about 180 m', 'Close to a public transport route'],
    green: [
      'An environmental authorisation has been granted for the proposed development.',
      'A wetland on the eastern boundary is kept as protected open space.',
      'The approved layout keeps the indigenous trees along the stream.',
      'Stormwater is managed in attenuation ponds designed with the layout.',
    ],
    documents: ['the SG diagram', 'the zoning certificate', 'the geotechnical report'],
  },
  8: {
    sizeAs: 'area',
    space: 'medical suites',
    strengths: [
      'let to specialists and a pathology lab',
      'with theatres and consulting rooms',
      'next to a private hospital',
      'with long leases to healthcare tenants',
      'with backup power and ample parking',
    ],
    pitch: [
      'Specialists, a radiology practice and a pathology laboratory lease most of the suites.',
      'The building was designed for healthcare, with wide corridors, bed lifts and a generator that covers every suite.',
      'Healthcare tenants seldom move once they have fitted out their rooms, which keeps vacancy low.',
      'There is demand for more suites from doctors at the nearby hospital.',
    ],
    audience: ['healthcare funds', 'hospital groups', 'doctors buying their own rooms'],
    features: [
      'Generator and UPS backup for every suite',
      'Bed lifts and wide corridors',
      'Day theatres with their own air handling',
      'Pharmacy at the entrance',
      'Medical-waste room and store',
    ],
    tenants: ['Radiology practice', 'Pathology laboratory', 'Specialist physicians', 'Day theatre', 'Pharmacy'],
    uses: 'medical consulting rooms, day theatres and a pharmacy',
    zoning: ['Institutional', 'Business 4', 'Community Zone'],
    storeys: [2, 5],
    access: ['Covered drop-off for patients', '5 bays per 100 m²', 'Ambulance access at the rear'],
    green: ['Heat-recovery air handling keeps the theatres efficient.', ...SHARED_GREEN],
    documents: ['the tenancy schedule', 'the floor plans', 'the operating costs'],
  },
};
