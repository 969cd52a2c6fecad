import { dataRoomChecklist, legalDueDiligence, MUNICIPAL_ACCOUNTS, technical, VAT_AND_TAX } from './common-sections';
import { legalSummary, plans, propertyOverview } from './virtual-data-room';
import type { ChecklistTemplate } from './types';

/**
 * Hotels, lodges and guest houses: bought as trading businesses, so beside the property itself
 * the buyer needs the trading record, the licences that let it trade (which do not all pass with
 * the land), the brand and operator agreements, the movable assets and the staff who transfer
 * with a going concern.
 */
export const HOSPITALITY_CHECKLIST: ChecklistTemplate = dataRoomChecklist(
  'Hospitality',
  [
    propertyOverview([
      { name: 'Room inventory by room type', requiresDocument: true },
      {
        name: 'Facilities',
        children: [
          { name: 'Conference and banqueting capacity schedule', requiresDocument: true },
          { name: 'Restaurants and bars', requiresDocument: true },
          { name: 'Spa, pool and leisure facilities', requiresDocument: true },
        ],
      },
    ]),
    legalSummary([{ name: 'TGCSA grading certificate', requiresDocument: true }]),
    plans([
      { name: 'Public areas and back-of-house plans', requiresDocument: true },
      { name: 'Typical guest room floor plan', requiresDocument: true },
      { name: 'Conference centre floor plan', requiresDocument: true },
    ]),
    {
      name: 'Trading',
      children: [
        { name: 'Trading history summary for the past three years', requiresDocument: true },
        { name: 'Occupancy, ADR and RevPAR summary', requiresDocument: true },
        { name: 'Revenue by department summary', requiresDocument: true },
        { name: 'Key financial summary', requiresDocument: true },
        { name: 'Brand and operator summary', requiresDocument: true },
      ],
    },
    { name: 'Sale process letter', requiresDocument: true },
  ],
  [
    legalDueDiligence(
      [{ name: 'Consent use and special consent approvals', requiresDocument: true }],
      [{ name: 'Schedule of pending litigation and claims', requiresDocument: true }],
    ),
    {
      name: 'Licences and grading',
      children: [
        {
          name: 'Liquor licence',
          children: [
            { name: 'Liquor licence certificate', requiresDocument: true },
            { name: 'Annual renewal receipts', requiresDocument: true },
            { name: 'Application to transfer the liquor licence', requiresDocument: true },
          ],
        },
        { name: 'Business licence', requiresDocument: true },
        {
          name: 'Tourism grading',
          children: [
            { name: 'TGCSA grading certificate', requiresDocument: true },
            { name: 'Latest grading assessment report', requiresDocument: true },
          ],
        },
        { name: 'Music licences', requiresDocument: true },
        { name: 'Outdoor signage approvals', requiresDocument: true },
      ],
    },
    {
      name: 'Operating agreements',
      children: [
        {
          name: 'Franchise',
          children: [
            { name: 'Franchise agreement and amendments', requiresDocument: true },
            { name: 'Brand standards audit reports', requiresDocument: true },
            { name: 'Franchise and marketing fee statements', requiresDocument: true },
          ],
        },
        {
          name: 'Hotel management',
          children: [
            { name: 'Hotel management agreement and amendments', requiresDocument: true },
            { name: 'Management fee calculations', requiresDocument: true },
            { name: "Operator's monthly owner reports", requiresDocument: true },
          ],
        },
        {
          name: 'Booking channels',
          children: [
            { name: 'Online travel agency agreements', requiresDocument: true },
            { name: 'Global distribution system agreement', requiresDocument: true },
            { name: 'Corporate and tour operator rate agreements', requiresDocument: true },
          ],
        },
        { name: 'Restaurant, retail and spa concession leases', requiresDocument: true },
        { name: 'Supplier and service contracts', requiresDocument: true },
      ],
    },
    {
      name: 'Trading and financial',
      children: [
        {
          name: 'Trading history',
          children: [
            { name: 'Audited annual financial statements', requiresDocument: true },
            { name: 'Monthly management accounts', requiresDocument: true },
            { name: 'Departmental profit and loss statements', requiresDocument: true },
          ],
        },
        {
          name: 'Operating statistics',
          children: [
            { name: 'Monthly occupancy, ADR and RevPAR reports', requiresDocument: true },
            { name: 'Competitive set benchmark reports', requiresDocument: true },
            { name: 'Market segmentation and source of business', requiresDocument: true },
            {
              name: 'Forward bookings',
              children: [
                { name: 'Rooms on the books', requiresDocument: true },
                { name: 'Group and conference bookings', requiresDocument: true },
                { name: 'Schedule of guest deposits received', requiresDocument: true },
              ],
            },
          ],
        },
        { name: 'Budget and forecast for the current year', requiresDocument: true },
        { name: 'FF&E reserve and capital expenditure plan', requiresDocument: true },
        MUNICIPAL_ACCOUNTS,
        {
          name: 'Insurance',
          children: [
            { name: 'Property and business interruption policies', requiresDocument: true },
            { name: 'Public liability policy', requiresDocument: true },
            { name: 'Claims history', requiresDocument: true },
          ],
        },
      ],
    },
    VAT_AND_TAX,
    {
      name: 'Furniture, fixtures and equipment',
      children: [
        { name: 'FF&E register', requiresDocument: true },
        { name: 'Operating supplies and equipment inventory', requiresDocument: true },
        { name: 'Vehicle register', requiresDocument: true },
        { name: 'Leased equipment schedule', requiresDocument: true },
        { name: 'Property management system licence', requiresDocument: true },
      ],
    },
    {
      name: 'Staff and HR',
      children: [
        { name: 'Employee schedule with roles and remuneration', requiresDocument: true },
        { name: 'Employment contracts', requiresDocument: true },
        {
          name: 'BCEA compliance',
          children: [
            { name: 'Working hours, overtime and leave records', requiresDocument: true },
            { name: 'Service charge and gratuities policy', requiresDocument: true },
          ],
        },
        { name: 'Collective agreements and union recognition', requiresDocument: true },
        { name: 'COIDA letter of good standing', requiresDocument: true },
        { name: 'UIF and SDL registration', requiresDocument: true },
        { name: 'Pending CCMA disputes', requiresDocument: true },
      ],
    },
    technical([
      {
        name: 'Kitchen, plant and leisure',
        children: [
          { name: 'Boiler and pressure vessel inspection certificates', requiresDocument: true },
          { name: 'Kitchen extraction cleaning records', requiresDocument: true },
          { name: 'Pool and spa water quality reports', requiresDocument: true },
        ],
      },
      {
        name: 'Building condition',
        children: [
          { name: 'Building condition report', requiresDocument: true },
          { name: 'Refurbishment and capital expenditure history', requiresDocument: true },
        ],
      },
    ]),
    {
      name: 'Health and safety',
      children: [
        { name: 'Certificate of acceptability for food premises', requiresDocument: true },
        { name: 'Food hygiene audit reports', requiresDocument: true },
        { name: 'Occupational health and safety file', requiresDocument: true },
        { name: 'Legionella and potable water test results', requiresDocument: true },
        { name: 'Incident register', requiresDocument: true },
      ],
    },
  ],
);
