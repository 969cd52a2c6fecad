import { HttpError } from 'react-admin';
import type { Static } from 'typebox';
import type { SellerCompany } from '@common/api/seller-companies';
import { NOT_CAPTURED } from '../../components/organisation/contactPayload';
import { sellerEditRules } from '../../components/organisation/contactValidation';
import { organisationTexts } from '../../components/organisation/messages';
import { contactNumberColumn, organisationScreens, type OrganisationArea } from '../../components/organisation/organisationViews';
import { previewDescription } from '../../components/organisation/previewDescription';
import { sellerTexts } from './messages';

type SellerRow = Static<typeof SellerCompany>;
const { labels } = organisationTexts;
const columns = sellerTexts.columns;

/**
 * Spec §8 'Sellers': a failed update whose message contains 'Failed to fetch' (no connection)
 * or '500' (a server error, 'HTTP error! status: 500') gets a sentence of its own; any other
 * failure names its message. A 5xx carrying the server's own message counts as a server error.
 */
export function sellerUpdateFailure(error: unknown): string {
  const texts = sellerTexts.updateFailed;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (message.includes('Failed to fetch')) return texts.network;
  if (message.includes('500') || (error instanceof HttpError && error.status >= 500)) return texts.server;
  return texts.other(message);
}

/**
 * Seller companies (spec §2 'Sellers'; the API calls them seller companies): 'Manage Sellers'
 * (ID, Company Name, Contact Person, Email, Phone, Description, Status), 'Seller Details' with
 * the seller edit rules of §5 and the failures of §8, and 'Add Seller' with all four fields
 * required; an empty description is sent as 'Not captured' (§3).
 */
export const sellerArea: OrganisationArea<SellerRow> = {
  resource: 'sellers',
  nameField: 'companyName',
  texts: { ...sellerTexts, name: columns.companyName },
  listPath: '/sellers',
  createPath: '/add-seller',
  columns: [
    { source: 'contactPerson', label: labels.contactPerson, hideBelow: 'sm' },
    { source: 'emailAddress', label: columns.email, hideBelow: 'sm' },
    contactNumberColumn(columns.phone),
    { source: 'description', label: labels.description, render: (row) => previewDescription(row.description), hideBelow: 'md' },
  ],
  descriptionFirst: false,
  blankDescription: NOT_CAPTURED,
  editRules: sellerEditRules,
  updateFailure: sellerUpdateFailure,
  exportName: 'sellers',
};

export const { List: SellerList, Edit: SellerEdit, Create: SellerCreate } = organisationScreens(sellerArea);
