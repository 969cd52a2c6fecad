import type { Picker } from './picker';

/*
 * The demo data rooms' words: file names a seller's documents really have, the reasons an
 * administrator rejects one for, and the questions a buyer's advisers raise.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October'];

/** How a document under a heading is named, by the heading's name; the first rule that matches wins. */
const NAME_RULES: [RegExp, (name: string, pick: Picker) => string][] = [
  [/^Title deed$/, (name, pick) => `${name} T${pick.int(10000, 99999)}-${pick.int(1998, 2021)}`],
  [/^Surveyor-General diagrams?$/, (_, pick) => `SG diagram ${pick.int(100, 9999)}-${pick.int(1965, 2015)}`],
  [/for the past (year|two years|three years)$/, (name) => `${name.replace(/ for the past .*$/, '')} 2024-2026`],
  [/for the current year$/, (name) => `${name.replace(/ for the current year$/, '')} FY2027`],
  [/^Monthly|management accounts|owner reports/i, (name, pick) => `${name} ${pick.pick(MONTHS)} 2026`],
  [
    /tenancy schedule|rent roll|vacancy|arrears|payment history|deposits|rooms on the books/i,
    (name, pick) => `${name} ${pick.pick(MONTHS)} 2026`,
  ],
  [/audited|financial statements|assessments|fee statements/i, (name, pick) => `${name} FY${pick.int(2024, 2026)}`],
  [/plans?$/i, (name, pick) => `${name} rev ${pick.pick(['A', 'B', 'C', 'D'])}`],
  [/report|survey|assessment|records|register$/i, (name, pick) => `${name} ${pick.pick(MONTHS)} 2026`],
  [/agreements?|contracts?|leases|policy|policies/i, (name) => `${name} (signed)`],
  [/certificate|clearance|licence/i, (name, pick) => (pick.chance(0.5) ? name : `${name} ${pick.int(2025, 2026)}`)],
];

/** 'Title deed' → 'Title deed T48213-2009.pdf', 'Zoning certificate' → 'Zoning certificate.pdf'. */
export function documentName(heading: string, pick: Picker): string {
  const rule = NAME_RULES.find(([pattern]) => pattern.test(heading));
  return `${rule ? rule[1](heading, pick) : heading}.pdf`;
}

/** Reasons that fit any document; certificates get their own as well. Each is 10 characters or more (spec §5). */
const REJECTIONS = [
  'Unsigned copy – please upload the signed version',
  'Pages 3 to 5 are missing from the scan',
  'The scan is too faint to read; please upload a clearer copy',
  'This document is for another building in the same scheme',
  'Draft marked "for discussion" – please upload the final document',
  'Out of date: please upload the latest version',
  'Password-protected PDF; please upload it without the password',
];
const CERTIFICATE_REJECTIONS = [
  'Expired certificate; the CoC must be less than two years old',
  'The certificate names a different erf number',
  'Certificate expired in March; please upload the renewed one',
];

export function rejectionReason(heading: string, pick: Picker): string {
  return pick.pick(/certificate|CoC|licence|clearance/i.test(heading) ? [...CERTIFICATE_REJECTIONS, ...REJECTIONS] : REJECTIONS);
}

/** A buyer's due-diligence request, raised against the heading of this name where the data room has one. */
export interface DemoRequest {
  heading: string;
  requestType: 'file' | 'text';
  title: string;
  body: string;
}

export const DEMO_REQUESTS: DemoRequest[] = [
  {
    heading: 'Title and ownership',
    requestType: 'file',
    title: 'Title deed with all endorsements',
    body: 'Please upload a certified copy of the title deed with every endorsement, and a Deeds Office print not older than a month.',
  },
  {
    heading: 'Compliance certificates',
    requestType: 'file',
    title: 'Current electrical certificate of compliance',
    body: 'The CoC we have seen is older than two years. Please provide a current one for the whole building, distribution boards included.',
  },
  {
    heading: 'Building plans and approvals',
    requestType: 'file',
    title: 'Approved plans for the later additions',
    body: 'The approved plans on file predate the covered parking and the rooftop plant room. Please upload the approvals for both.',
  },
  {
    heading: 'Environmental',
    requestType: 'text',
    title: 'Underground fuel tanks',
    body: 'Has the site ever had underground fuel or diesel tanks? If so, when were they removed, and was the soil tested afterwards?',
  },
  {
    heading: 'Municipal accounts',
    requestType: 'text',
    title: 'Disputed municipal charges',
    body: 'Are any rates, electricity or water charges in dispute with the municipality? Please give the months and the amounts.',
  },
  {
    heading: 'Tax',
    requestType: 'text',
    title: 'Sale as a going concern',
    body: 'Does the seller intend to sell as a going concern at zero-rated VAT? Please confirm the VAT vendor numbers of both entities.',
  },
  {
    heading: 'Seller entity and FICA',
    requestType: 'file',
    title: 'Board resolution authorising the sale',
    body: 'Please upload the signed resolution of the board authorising the sale and naming who may sign the agreement of sale.',
  },
  // Office data rooms
  {
    heading: 'Leases',
    requestType: 'file',
    title: 'Signed lease of the anchor tenant',
    body: 'The tenancy schedule lists an anchor tenant whose signed lease and latest addendum are not in the data room yet.',
  },
  {
    heading: 'Tenancy and leases',
    requestType: 'text',
    title: 'Lease expiries in the next year',
    body: 'Which leases expire in the next twelve months, and which of those tenants have said whether they will renew?',
  },
  // Hospitality data rooms
  {
    heading: 'Liquor licence',
    requestType: 'text',
    title: 'Transfer of the liquor licence',
    body: 'Has the application to transfer the liquor licence been lodged? Please give the expected date of the hearing.',
  },
  {
    heading: 'Trading and financial',
    requestType: 'file',
    title: 'Monthly trading results for this year',
    body: 'Please upload the monthly management accounts from January to date, with occupancy and ADR for the same months.',
  },
];
