import { dataRoomChecklist, legalDueDiligence, MUNICIPAL_ACCOUNTS, technical, VAT_AND_TAX } from './common-sections';
import { legalSummary, plans, propertyOverview } from './virtual-data-room';
import type { ChecklistTemplate } from './types';

/**
 * Office buildings: round 1 is what a prospective buyer sees before signing a confidentiality
 * undertaking and bidding; round 2 is the full due-diligence set for the buyer's attorneys,
 * auditors and engineers.
 */
export const OFFICE_CHECKLIST: ChecklistTemplate = dataRoomChecklist(
  'Office',
  [
    propertyOverview([
      {
        name: 'Building information',
        children: [
          { name: 'Building specification summary', requiresDocument: true },
          { name: 'Gross lettable area schedule', requiresDocument: true },
          { name: 'Parking allocation summary', requiresDocument: true },
          { name: 'Green building certification', requiresDocument: true },
          { name: 'Backup power and water summary', requiresDocument: true },
        ],
      },
    ]),
    legalSummary([{ name: 'Sectional plan and participation quotas', requiresDocument: true }]),
    plans([
      { name: 'Ground floor plan', requiresDocument: true },
      { name: 'Typical upper floor plan', requiresDocument: true },
      { name: 'Basement and parking plan', requiresDocument: true },
    ]),
    {
      name: 'Tenancy',
      children: [
        { name: 'Tenancy schedule summary', requiresDocument: true },
        { name: 'Lease expiry profile', requiresDocument: true },
        { name: 'Vacancy schedule', requiresDocument: true },
      ],
    },
    {
      name: 'Financial',
      children: [
        { name: 'Key financial summary', requiresDocument: true },
        { name: 'Net operating income, actual and budget', requiresDocument: true },
        { name: 'Rates and taxes summary', requiresDocument: true },
        { name: 'Sale process letter', requiresDocument: true },
      ],
    },
  ],
  [
    legalDueDiligence(
      [
        { name: 'Town planning approvals and consent uses', requiresDocument: true },
        { name: 'Bulk contributions and services agreements', requiresDocument: true },
      ],
      [
        {
          name: 'Litigation and notices',
          children: [
            { name: 'Schedule of pending litigation', requiresDocument: true },
            { name: 'Municipal and regulatory notices', requiresDocument: true },
          ],
        },
      ],
    ),
    {
      name: 'Tenancy and leases',
      children: [
        { name: 'Tenancy schedule', requiresDocument: true },
        { name: 'Rent roll', requiresDocument: true },
        {
          name: 'Leases',
          children: [
            { name: 'Signed lease agreements', requiresDocument: true },
            { name: 'Lease addenda, renewals and extensions', requiresDocument: true },
            { name: 'Suretyships and bank guarantees', requiresDocument: true },
            { name: 'Schedule of tenant deposits held', requiresDocument: true },
          ],
        },
        {
          name: 'Arrears',
          children: [
            { name: 'Arrears age analysis', requiresDocument: true },
            { name: 'Tenant payment history', requiresDocument: true },
            { name: 'Legal action against tenants', requiresDocument: true },
          ],
        },
        {
          name: 'Letting',
          children: [
            { name: 'Heads of terms under negotiation', requiresDocument: true },
            { name: 'Letting broker commission agreements', requiresDocument: true },
            { name: 'Outstanding tenant installation obligations', requiresDocument: true },
          ],
        },
      ],
    },
    {
      name: 'Financial',
      children: [
        {
          name: 'Operating costs',
          children: [
            { name: 'Operating cost statements for the past three years', requiresDocument: true },
            { name: 'Operating budget for the current year', requiresDocument: true },
            { name: 'Recoveries reconciliation', requiresDocument: true },
          ],
        },
        MUNICIPAL_ACCOUNTS,
        { name: 'Management accounts', requiresDocument: true },
        {
          name: 'Service contracts',
          children: [
            { name: 'Property management agreement', requiresDocument: true },
            { name: 'Security contract', requiresDocument: true },
            { name: 'Cleaning and hygiene contracts', requiresDocument: true },
            { name: 'Generator and HVAC maintenance contracts', requiresDocument: true },
          ],
        },
        {
          name: 'Insurance',
          children: [
            { name: 'Building insurance policy and schedule', requiresDocument: true },
            { name: 'Claims history', requiresDocument: true },
          ],
        },
      ],
    },
    VAT_AND_TAX,
    technical(
      [
        {
          name: 'Building condition',
          children: [
            { name: 'Building condition report', requiresDocument: true },
            { name: 'Maintenance and capital expenditure history', requiresDocument: true },
            { name: 'Roof and waterproofing guarantees', requiresDocument: true },
            { name: 'Plant and equipment service records', requiresDocument: true },
          ],
        },
      ],
      [{ name: 'Occupational health and safety file', requiresDocument: true }],
    ),
  ],
);
