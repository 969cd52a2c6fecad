/** What listing copy says about a place: its city, what it is near, and the roads that serve it. */
export interface Place {
  /** How the suburb reads in a sentence, when not as it is spelt in the data ('the Foreshore'). */
  name?: string;
  city: string;
  /** Landmarks a buyer knows, written to follow 'close to' or 'minutes from'. */
  near: string[];
  /** Roads or routes, written to follow 'access to' or 'off'. */
  routes: string;
  /** What the area is known for, written to follow 'an area known for'. */
  character: string;
}

/** Province names as they read in a sentence ('in the Western Cape'), by province id. */
export const PROVINCE_IN_TEXT: Record<number, string> = {
  1: 'the Eastern Cape',
  2: 'the Free State',
  3: 'Gauteng',
  4: 'KwaZulu-Natal',
  5: 'Limpopo',
  6: 'Mpumalanga',
  7: 'the Northern Cape',
  8: 'North West',
  9: 'the Western Cape',
};

/** The demo suburbs (see SUBURBS in demo-data.ts), plus the accented one a demo property moves to. */
const PLACES: Record<string, Place> = {
  Summerstrand: {
    city: 'Gqeberha',
    near: ['Nelson Mandela University', 'the beachfront', 'the Boardwalk casino and conference centre'],
    routes: 'Marine Drive and the M4',
    character: 'its beaches, students and holiday trade',
  },
  'Newton Park': {
    city: 'Gqeberha',
    near: ['Greenacres Shopping Centre', 'the William Moffett Expressway', 'the Gqeberha CBD'],
    routes: 'the N2 and Cape Road',
    character: 'busy retail and professional offices',
  },
  Vincent: {
    city: 'East London',
    near: ['Vincent Park Centre', 'the East London CBD', 'the Buffalo City medical precinct'],
    routes: 'the N2 and Oxford Street',
    character: 'medical practices, schools and offices',
  },
  Westdene: {
    city: 'Bloemfontein',
    near: ['the restaurants of Second Avenue', 'Loch Logan Waterfront', 'the Bloemfontein CBD'],
    routes: 'the N1 and Nelson Mandela Drive',
    character: 'restaurants, clinics and professional offices',
  },
  Bayswater: {
    city: 'Bloemfontein',
    near: ['Bram Fischer International Airport', 'the Bloemfontein CBD', 'Bayswater Village'],
    routes: 'the N8 and the Bloemfontein ring road',
    character: 'quiet residential streets and neighbourhood shopping',
  },
  Sandton: {
    city: 'Johannesburg',
    near: ['the Sandton Gautrain station', 'Sandton City', 'Nelson Mandela Square'],
    routes: 'the M1 and the N1 western bypass',
    character: "the country's busiest financial district",
  },
  Rosebank: {
    city: 'Johannesburg',
    near: ['the Rosebank Gautrain station', 'The Zone and Rosebank Mall', 'the Keyes Art Mile'],
    routes: 'Oxford Road and the M1',
    character: 'corporate head offices, galleries and restaurants',
  },
  Midrand: {
    city: 'Johannesburg',
    near: ['the Mall of Africa', 'Waterfall City', 'the Midrand Gautrain station'],
    routes: 'the N1 between Johannesburg and Pretoria',
    character: 'new corporate campuses and logistics parks',
  },
  Centurion: {
    city: 'Pretoria',
    near: ['the Centurion Gautrain station', 'Centurion Mall', 'SuperSport Park'],
    routes: 'the N1 and the N14',
    character: 'corporate offices, retail and government contractors',
  },
  Bryanston: {
    city: 'Johannesburg',
    near: ['Nicolway Bryanston', 'Sandton', 'Montecasino'],
    routes: 'William Nicol Drive and the N1',
    character: 'family homes, private schools and boutique offices',
  },
  'Kempton Park': {
    city: 'Ekurhuleni',
    near: ['O.R. Tambo International Airport', 'Emperors Palace', 'the Kempton Park CBD'],
    routes: 'the R21 and the N12',
    character: 'airport logistics and light industry',
  },
  Hatfield: {
    city: 'Pretoria',
    near: ['the University of Pretoria', 'the Hatfield Gautrain station', 'the embassies of Arcadia'],
    routes: 'Lynnwood Road and the N1',
    character: 'students, embassies and professional offices',
  },
  'Môreleta Park': {
    city: 'Pretoria',
    near: ['Woodlands Boulevard', 'the Pretoria East hospitals', 'the Moreleta Kloof nature reserve'],
    routes: 'the N1 and the N4',
    character: 'growing families and medical practices',
  },
  Umhlanga: {
    city: 'Durban',
    near: ['Gateway Theatre of Shopping', 'the Umhlanga Ridge business district', 'the promenade'],
    routes: 'the N2 and the M41',
    character: 'corporate offices, hotels and sea views',
  },
  Westville: {
    city: 'Durban',
    near: ['the Pavilion', "the University of KwaZulu-Natal's Westville campus", 'Westville Hospital'],
    routes: 'the N3 and the M13',
    character: 'leafy streets, schools and medical suites',
  },
  Pinetown: {
    city: 'Durban',
    near: ['the Pinetown CBD', 'the New Germany industrial area', 'the Pavilion'],
    routes: 'the N3 and the M13',
    character: 'manufacturing, warehousing and busy retail',
  },
  Ballito: {
    city: 'Ballito',
    near: ['Ballito Junction Regional Mall', 'the Dolphin Coast beaches', 'King Shaka International Airport'],
    routes: 'the N2 north coast corridor',
    character: 'holiday homes, lifestyle estates and a fast-growing town centre',
  },
  'Polokwane Central': {
    city: 'Polokwane',
    near: ['the Polokwane CBD', 'the provincial government offices', 'Peter Mokaba Stadium'],
    routes: 'the N1 and the R71',
    character: 'government, banking and regional retail',
  },
  Bendor: {
    city: 'Polokwane',
    near: ['the Mall of the North', 'the Polokwane golf estates', 'the Polokwane CBD'],
    routes: 'the N1 ring road',
    character: 'regional shopping and new housing estates',
  },
  Mbombela: {
    city: 'Mbombela',
    near: ['Riverside Mall', 'the Mpumalanga provincial legislature', 'Kruger Mpumalanga International Airport'],
    routes: 'the N4 Maputo corridor',
    character: 'regional government, tourism and agriculture',
  },
  'White River': {
    city: 'White River',
    near: ['the Casterbridge Lifestyle Centre', 'the southern gates of the Kruger National Park', 'Mbombela'],
    routes: 'the R40',
    character: 'lodges, farms and lifestyle shopping',
  },
  'Kimberley Central': {
    city: 'Kimberley',
    near: ['the Big Hole', 'the Kimberley CBD', 'Sol Plaatje University'],
    routes: 'the N12 and the N8',
    character: 'mining heritage, government and regional retail',
  },
  Rustenburg: {
    city: 'Rustenburg',
    near: ['the platinum mines', 'Waterfall Mall', 'the Rustenburg CBD'],
    routes: 'the N4 Platinum Highway',
    character: 'mining contractors, housing and regional retail',
  },
  Potchefstroom: {
    city: 'Potchefstroom',
    near: ['North-West University', 'the Mooi River Mall', 'the town centre'],
    routes: 'the N12 and the N14',
    character: 'students, agriculture and a steady local economy',
  },
  'Century City': {
    city: 'Cape Town',
    near: ['Canal Walk', 'the Century City MyCiTi station', 'the Century City Conference Centre'],
    routes: 'the N1 and Sable Road',
    character: 'corporate offices, conference hotels and apartments along the canals',
  },
  Bellville: {
    city: 'Cape Town',
    near: ['Tyger Valley Centre', 'the Tygerberg Hospital', 'the Bellville railway station'],
    routes: 'the N1 and the R300',
    character: 'the northern suburbs business district and its hospitals',
  },
  Stellenbosch: {
    city: 'Stellenbosch',
    near: ['Stellenbosch University', 'the historic town centre', 'the Winelands wine farms'],
    routes: 'the R44 and the R310',
    character: 'students, technology start-ups and wine tourism',
  },
  Claremont: {
    city: 'Cape Town',
    near: ['Cavendish Square', 'the Claremont railway station', 'the Southern Suburbs schools'],
    routes: 'the M5 and Main Road',
    character: 'professional offices, shopping and medical practices',
  },
  Paarl: {
    city: 'Paarl',
    near: ['Paarl Mall', 'the Paarl Winelands', 'the Afrikaans Language Monument'],
    routes: 'the N1 and the R45',
    character: 'agri-processing, schools and wine tourism',
  },
  Foreshore: {
    name: 'the Foreshore',
    city: 'Cape Town',
    near: ['the Cape Town International Convention Centre', 'the V&A Waterfront', 'the Civic Centre MyCiTi station'],
    routes: 'the N1 and the N2 at the foot of the city',
    character: 'head offices, hotels and new apartments',
  },
};

/** A suburb the table above does not know still reads sensibly. */
export function placeOf(suburb: string, provinceId: number): Place {
  return (
    PLACES[suburb] ?? {
      city: suburb,
      near: ['the town centre', 'the main shopping centre'],
      routes: 'the main arterial roads',
      character: `steady demand across ${PROVINCE_IN_TEXT[provinceId] ?? 'the region'}`,
    }
  );
}
