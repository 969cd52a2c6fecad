import { CATEGORY_COPY } from './categories';
import { picker } from './picker';
import { PROVINCE_IN_TEXT } from './places';

/** The property an activity entry concerns, as a visitor names it. */
export interface CommentedProperty {
  title: string;
  categoryId: number;
  provinceId: number;
}

type Writer = (property: CommentedProperty | undefined, parts: Parts) => string;

interface Parts {
  /** A document this kind of property is sold with ('the rent roll'). */
  document: string;
  province: string;
  kind: string;
  day: string;
  size: string;
  percent: string;
}

const KINDS: Record<number, string> = {
  1: 'office',
  2: 'retail',
  3: 'industrial',
  4: 'hospitality',
  5: 'residential',
  6: 'mixed-use',
  7: 'development land',
  8: 'healthcare',
};

const title = (property: CommentedProperty | undefined) => property?.title ?? 'the property';

/**
 * What visitors write, by nature of the entry: enquiry forms, notes with a download, a line
 * when they sign an NDA or register. Each reads as one message from a buyer or investor.
 */
const BY_NATURE: Record<string, Writer[]> = {
  'Property Details Viewed': [
    () => 'Shared the listing with my business partner; we may come back with questions.',
    () => 'Please let me know if the asking price changes.',
    (property) => `Is there a video walk-through of ${title(property)}?`,
    (_, parts) => `Interested, but we would need to see ${parts.document} first.`,
    () => 'Bookmarked for our next investment committee.',
    (property) => `Forwarded ${title(property)} to our acquisitions team.`,
    () => 'Is a virtual viewing possible? We are based in London.',
    (_, parts) => `Please add me to the mailing list for ${parts.kind} property in ${parts.province}.`,
  ],
  'Property Enquiry': [
    (property, parts) => `Good day, is ${title(property)} still available? Please send me ${parts.document}.`,
    (property, parts) => `We are looking for about ${parts.size} in ${parts.province}. Could we view ${title(property)} on ${parts.day}?`,
    (property) => `What is the asking price for ${title(property)}, and is the seller open to offers?`,
    () => 'Can we take occupation on transfer, or is someone still in occupation?',
    () => 'I would like to view the property with my architect. Are Saturday mornings possible?',
    (property) => `Please call me about ${title(property)}. The best time is after four in the afternoon.`,
  ],
  'Investment Enquiry': [
    (_, parts) => `Please share ${parts.document} and the escalation terms. We need a yield of at least ${parts.percent}.`,
    (_, parts) => `What was the net operating income for the last twelve months? We are a private fund buying in ${parts.province}.`,
    () => 'Is the sale VAT-free as a going concern?',
    (_, parts) => `Our investment committee meets on ${parts.day}; could we have ${parts.document} before then?`,
    () => 'Would the seller consider a sale and leaseback?',
    () => 'What is the weighted average lease expiry, and are any tenants in arrears?',
  ],
  'NDA Signed': [
    () => 'Signed NDA attached. Please give us access to the first round of the data room.',
    () => 'NDA signed on behalf of our fund. Our analyst will review the documents this week.',
    () => 'Returned the signed NDA; please copy our attorneys on the data room invitation.',
    (property) => `Signed the NDA for ${title(property)}. Who should our questions go to?`,
  ],
  'Document Downloaded': [
    () => 'Downloaded the information memorandum; will come back to you after our site visit.',
    (_, parts) => `Downloaded ${parts.document}. Is there a more recent version?`,
    () => 'The zoning certificate would not open on my phone; please email it to me.',
    () => 'Thanks for the floor plans. Are the measurements SAPOA-compliant?',
  ],
  'Data Room Opened': [
    () => 'Reviewing the documents now; questions to follow by Friday.',
    () => 'Our due diligence team has started on the financial statements.',
    () => 'Could you upload the building plans and the occupation certificate?',
    (_, parts) => `We could not find ${parts.document} in the data room. Could the seller upload a copy?`,
  ],
  'Self Registration': [
    (_, parts) => `Registered to hear about new ${parts.kind} listings in ${parts.province}.`,
    (_, parts) => `Private investor looking for ${parts.kind} investments in ${parts.province}, up to R40 million.`,
    () => 'Registering on behalf of a family office in Cape Town.',
    () => 'Looking for a warehouse of 2 000 to 5 000 m² for our own use.',
  ],
};

/** Investment questions for property without leases to ask about: hotels and land. */
const INVESTMENT_BY_CATEGORY: Record<number, Writer[]> = {
  4: [
    () => 'Could you share the occupancy and average room rates for the last three years?',
    () => 'Is the business sold with its staff, and are there any labour disputes?',
    (_, parts) => `Please send ${parts.document}. We run three lodges in ${parts.province} and are looking to grow.`,
    () => 'Is the hotel graded, and is the liquor licence transferable?',
  ],
  7: [
    () => 'Has the rezoning been approved, and is there a services agreement with the municipality?',
    (_, parts) => `Please send ${parts.document}. What bulk does the zoning allow?`,
    () => 'Are there servitudes or land claims registered against the title?',
    () => 'Would the seller consider a joint venture instead of a cash sale?',
  ],
};

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** A visitor's comment for an activity entry of this nature; `key` (e.g. 'activity-12') seeds it. */
export function activityComment(nature: string, property: CommentedProperty | undefined, key: string): string {
  const p = picker(key);
  const categoryId = property?.categoryId ?? p.int(1, 8);
  const parts: Parts = {
    document: p.pick(CATEGORY_COPY[categoryId].documents),
    province: PROVINCE_IN_TEXT[property?.provinceId ?? p.int(1, 9)],
    kind: KINDS[categoryId],
    day: p.pick(DAYS),
    size: `${(p.int(4, 60) * 100).toLocaleString('en-ZA')} m²`,
    percent: `${p.int(90, 120) / 10}%`,
  };
  const specific = nature === 'Investment Enquiry' && property ? INVESTMENT_BY_CATEGORY[categoryId] : undefined;
  const writers = specific ?? BY_NATURE[nature] ?? BY_NATURE['Property Enquiry'];
  return p.pick(writers)(property, parts);
}
