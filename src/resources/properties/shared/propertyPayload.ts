import type { NewPropertyPayload, PropertyFormValues, PropertyRecord, PropertyUpdatePayload } from './propertyTypes';

/** Spec §3: the new property payload's nearestTown is fixed; §5: the headers form falls back to it. */
const NEAREST_TOWN = 'N/A';

const trimmed = (text: string | null | undefined) => text?.trim() ?? '';
const optional = (text: string | null | undefined) => trimmed(text) || null;

/**
 * Spec §3 'New property payload' from the Add New Property form. The agency only narrows the
 * agent list and is not sent; the title repeats the listing title.
 */
export function newPropertyPayload(values: PropertyFormValues, userId?: number): NewPropertyPayload {
  const listingTitle = trimmed(values.listingTitle);
  return {
    userId,
    categoryId: values.categoryId!,
    agentId: values.agentId!,
    sellerCompanyId: values.sellerCompanyId!,
    listingTitle,
    listingDescription: trimmed(values.listingDescription),
    title: listingTitle,
    shortDescription: trimmed(values.shortDescription),
    addressLine1: trimmed(values.addressLine1),
    addressLine2: optional(values.addressLine2),
    addressLine3: optional(values.addressLine3),
    suburb: trimmed(values.suburb),
    nearestTown: NEAREST_TOWN,
    provinceId: values.provinceId!,
    countryId: values.countryId!,
    propertyStatusId: values.propertyStatusId!,
  };
}

/**
 * Spec §7 PUT body from the Headers form. Spec §5: a blank field keeps the property's current
 * value and nearestTown falls back to 'N/A'. Address line 2 is optional, so clearing it clears
 * it (as the server does); line 3 and the seller are not on the form and keep theirs.
 */
export function headersPayload(values: PropertyFormValues, current: PropertyRecord, userId?: number): PropertyUpdatePayload {
  const text = (value: string | null | undefined, fallback: string) => trimmed(value) || fallback;
  const listingTitle = text(values.listingTitle, current.listingTitle);
  return {
    userId,
    categoryId: values.categoryId ?? current.categoryId,
    agentId: values.agentId ?? current.agent.id,
    sellerCompanyId: current.sellerCompanyId,
    listingTitle,
    listingDescription: text(values.listingDescription, current.listingDescription),
    title: listingTitle,
    shortDescription: text(values.shortDescription, current.shortDescription),
    addressLine1: text(values.addressLine1, current.addressLine1),
    addressLine2: optional(values.addressLine2),
    addressLine3: current.addressLine3,
    suburb: text(values.suburb, current.suburb),
    nearestTown: current.nearestTown?.trim() || NEAREST_TOWN,
    provinceId: values.provinceId ?? current.provinceId,
    countryId: values.countryId ?? current.countryId,
    propertyStatusId: values.propertyStatusId ?? current.propertyStatusId,
    isFeatured: values.isFeatured ?? current.isFeatured,
    isListable: values.isListable ?? current.isListable,
    isDiscrete: values.isDiscrete ?? current.isDiscrete,
    isActive: values.isActive ?? current.isActive,
  };
}

/** The Headers form's starting values: the record, plus its agent's agency (form-only) and agent. */
export const headersFormRecord = (record: PropertyRecord) => ({
  ...record,
  agencyId: record.agent.agency?.id ?? null,
  agentId: record.agent.id,
});
