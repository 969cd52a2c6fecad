import type { ChecklistNode, ChecklistTemplate } from './types';

/*
 * Due-diligence sections that read the same for every kind of property: the conveyancing,
 * seller, tax and technical documents a South African transfer needs whatever is on the land.
 * Templates place them where they fit and add their own headings, so a change to the legal index
 * is made once. Round 1's shared headings are in virtual-data-room.ts.
 */

/** Every checklist has the same two rounds (spec §9): what a bidder sees, then the buyer's due diligence. */
export const dataRoomChecklist = (
  name: ChecklistTemplate['name'],
  virtualDataRoom: ChecklistNode[],
  dueDiligence: ChecklistNode[],
): ChecklistTemplate => ({
  name,
  rounds: {
    1: { name: 'Virtual data room', children: virtualDataRoom },
    2: { name: 'Due diligence', children: dueDiligence },
  },
});

const TITLE_AND_OWNERSHIP: ChecklistNode = {
  name: 'Title and ownership',
  children: [
    { name: 'Title deed', requiresDocument: true },
    { name: 'Surveyor-General diagrams', requiresDocument: true },
    { name: 'Deeds Office search', requiresDocument: true },
    {
      name: 'Servitudes and title conditions',
      children: [
        { name: 'Notarial deeds of servitude', requiresDocument: true },
        { name: 'Servitude diagrams', requiresDocument: true },
        { name: 'Applications to remove restrictive title conditions', requiresDocument: true },
      ],
    },
    {
      name: 'Mortgage bonds',
      children: [
        { name: 'Registered mortgage bonds', requiresDocument: true },
        { name: 'Bondholder consent and cancellation figures', requiresDocument: true },
      ],
    },
  ],
};

/** Only for a property in a sectional title scheme; the seller leaves it empty otherwise. */
const SECTIONAL_TITLE: ChecklistNode = {
  name: 'Sectional title and body corporate',
  children: [
    { name: 'Sectional plan', requiresDocument: true },
    { name: 'Schedule of participation quotas', requiresDocument: true },
    { name: 'Management and conduct rules', requiresDocument: true },
    {
      name: 'Body corporate records',
      children: [
        { name: 'Minutes of general and trustee meetings', requiresDocument: true },
        { name: 'Audited financial statements of the body corporate', requiresDocument: true },
        { name: 'Levy schedule and levy clearance certificate', requiresDocument: true },
        { name: 'Body corporate insurance schedule', requiresDocument: true },
      ],
    },
  ],
};

/** FICA obliges the conveyancer and agent to identify the seller and its beneficial owners. */
const SELLER_ENTITY: ChecklistNode = {
  name: 'Seller entity and FICA',
  children: [
    { name: 'CIPC registration certificate', requiresDocument: true },
    { name: 'Memorandum of incorporation', requiresDocument: true },
    { name: 'Share register', requiresDocument: true },
    { name: 'Resolution authorising the sale', requiresDocument: true },
    { name: 'Trust deed and letters of authority', requiresDocument: true },
    {
      name: 'FICA documents',
      children: [
        { name: 'Identity documents of directors or trustees', requiresDocument: true },
        { name: 'Proof of registered and business address', requiresDocument: true },
        { name: 'Beneficial ownership register', requiresDocument: true },
      ],
    },
  ],
};

/** A sale of a let property is often zero-rated as a going concern, which the buyer must be able to check. */
export const VAT_AND_TAX: ChecklistNode = {
  name: 'Tax',
  children: [
    {
      name: 'VAT',
      children: [
        { name: 'VAT registration certificate', requiresDocument: true },
        { name: 'VAT returns for the past two years', requiresDocument: true },
        { name: 'Going concern confirmation', requiresDocument: true },
      ],
    },
    { name: 'SARS tax compliance status', requiresDocument: true },
    { name: 'Income tax assessments', requiresDocument: true },
  ],
};

export const MUNICIPAL_ACCOUNTS: ChecklistNode = {
  name: 'Municipal accounts',
  children: [
    { name: 'Rates and taxes accounts for the past year', requiresDocument: true },
    { name: 'Electricity and water accounts for the past year', requiresDocument: true },
    { name: 'Valuation objections and appeals', requiresDocument: true },
    { name: 'Rates clearance figures', requiresDocument: true },
  ],
};

/** Section headings reach level 3 here, so an alteration's plans sit beside its own occupation certificate. */
const BUILDING_PLANS: ChecklistNode = {
  name: 'Building plans and approvals',
  children: [
    { name: 'Approved building plans', requiresDocument: true },
    { name: 'Occupation certificates', requiresDocument: true },
    { name: 'Site development plan approval', requiresDocument: true },
    {
      name: 'Alterations and additions',
      children: [
        { name: 'Approved alteration plans', requiresDocument: true },
        { name: 'Occupation certificates for alterations', requiresDocument: true },
      ],
    },
    { name: 'Notices of unauthorised building work', requiresDocument: true },
  ],
};

const ENVIRONMENTAL: ChecklistNode = {
  name: 'Environmental',
  children: [
    { name: 'Phase one environmental site assessment', requiresDocument: true },
    { name: 'Environmental authorisations and records of decision', requiresDocument: true },
    { name: 'Asbestos survey and register', requiresDocument: true },
    { name: 'Energy performance certificate', requiresDocument: true },
    { name: 'Heritage clearance', requiresDocument: true },
  ],
};

/** Certificates a transferring owner must hand over or a municipality can demand; the electrical CoC is required on transfer. */
const COMPLIANCE_CERTIFICATES: ChecklistNode = {
  name: 'Compliance certificates',
  children: [
    { name: 'Electrical certificate of compliance (CoC)', requiresDocument: true },
    {
      name: 'Fire compliance',
      children: [
        { name: 'Fire certificate from the municipal fire department', requiresDocument: true },
        { name: 'Fire rational design and approval', requiresDocument: true },
        { name: 'Fire detection and sprinkler service records', requiresDocument: true },
        { name: 'Emergency evacuation plan', requiresDocument: true },
      ],
    },
    {
      name: 'Lifts and escalators',
      children: [
        { name: 'Lift inspection certificates', requiresDocument: true },
        { name: 'Lift maintenance contract', requiresDocument: true },
      ],
    },
    { name: 'Gas installation certificate of conformity', requiresDocument: true },
    { name: 'Electric fence system certificate', requiresDocument: true },
    { name: 'Plumbing and water installation certificate', requiresDocument: true },
  ],
};

/** Round 2: title, scheme and seller first; the zoning approvals and notices depend on the use. */
export const legalDueDiligence = (zoningAndLandUse: ChecklistNode[], own: ChecklistNode[]): ChecklistNode => ({
  name: 'Legal',
  children: [
    TITLE_AND_OWNERSHIP,
    SECTIONAL_TITLE,
    SELLER_ENTITY,
    {
      name: 'Zoning and land use',
      children: [{ name: 'Zoning certificate', requiresDocument: true }, ...zoningAndLandUse],
    },
    ...own,
  ],
});

/** Round 2: plans and certificates first, this kind of building's own inspections, then the environmental reports. */
export const technical = (own: ChecklistNode[], afterEnvironmental: ChecklistNode[] = []): ChecklistNode => ({
  name: 'Technical',
  children: [BUILDING_PLANS, COMPLIANCE_CERTIFICATES, ...own, ENVIRONMENTAL, ...afterEnvironmental],
});
