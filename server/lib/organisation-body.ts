import { CONTACT_NUMBER_MAX } from '@common/contact-number';
import { isEmailAddress } from '@common/email';
import { badRequest, conflict, type FieldErrors } from '../errors';
import { isUniqueViolation } from './db-errors';

type Text = string | null | undefined;

/** A body's fields with its name under one key, whichever the area calls it (companyName, agencyName). */
export interface OrganisationInput {
  name?: Text;
  contactPerson?: Text;
  contactNumber?: Text;
  emailAddress?: Text;
  description?: Text;
  isActive?: boolean;
}

/** An edit's trimmed values; `undefined` leaves the stored value alone, null clears it. */
export interface EditedOrganisation<D extends string | null> {
  name?: string;
  contactPerson?: string | null;
  contactNumber?: string | null;
  emailAddress?: string | null;
  description?: string | D;
  isActive?: boolean;
}

/** A new organisation's trimmed values: Add Seller's four fields are all there. */
export interface NewOrganisation<D extends string | null> {
  name: string;
  contactPerson: string;
  contactNumber: string;
  emailAddress: string;
  description: string | D;
  isActive?: boolean;
}

/** How an area words and stores its organisations. */
export interface OrganisationRules<D extends string | null> {
  /** The body's key for the name: companyName or agencyName. */
  nameField: string;
  /** What a blank description is stored as: 'Not captured' for sellers (spec §3), null for agencies. */
  blankDescription: D;
}

const trim = (value: Text) => (value === undefined ? undefined : (value ?? '').trim());
/** On a create, absent counts as blank. */
const text = (value: Text) => trim(value) ?? '';
type RequiredText = 'name' | 'contactPerson' | 'contactNumber' | 'emailAddress';
const orNull = (value: string | undefined) => (value === undefined ? undefined : value || null);

/**
 * Spec §5's seller rules, on the server too so a request that skips the form is held to them:
 * a blank required field 'is required'; a contact number longer than 20, or an email outside
 * the pattern, is refused. Every failing field is named at once.
 */
function check(values: EditedOrganisation<string | null>, nameField: string, required: readonly RequiredText[]): void {
  const fields: FieldErrors = {};
  for (const key of required) if (!values[key]) fields[key === 'name' ? nameField : key] = 'is required';
  if (values.name === '') fields[nameField] = 'is required';
  if (values.contactNumber && values.contactNumber.length > CONTACT_NUMBER_MAX) {
    fields.contactNumber = `must be ${CONTACT_NUMBER_MAX} characters or less`;
  }
  if (values.emailAddress && !isEmailAddress(values.emailAddress)) fields.emailAddress = 'must be a valid email address';
  if (Object.keys(fields).length) {
    const summary = Object.entries(fields).map(([field, message]) => `${field} ${message}`);
    throw badRequest(`Invalid request: ${summary.join('; ')}`, fields);
  }
}

/** Spec §5 'Seller edit': text trimmed; only the name cannot be emptied; email and number checked when given. */
export function editedOrganisation<D extends string | null>(input: OrganisationInput, rules: OrganisationRules<D>): EditedOrganisation<D> {
  const description = trim(input.description);
  const values: EditedOrganisation<D> = {
    name: trim(input.name),
    contactPerson: orNull(trim(input.contactPerson)),
    contactNumber: orNull(trim(input.contactNumber)),
    emailAddress: orNull(trim(input.emailAddress)),
    description: description === undefined ? undefined : description || rules.blankDescription,
    isActive: input.isActive,
  };
  check(values, rules.nameField, []);
  return values;
}

/** Spec §5 'Add Seller': name, contact person, contact number and email all required; text trimmed. */
export function newOrganisation<D extends string | null>(input: OrganisationInput, rules: OrganisationRules<D>): NewOrganisation<D> {
  const values: NewOrganisation<D> = {
    name: text(input.name),
    contactPerson: text(input.contactPerson),
    contactNumber: text(input.contactNumber),
    emailAddress: text(input.emailAddress),
    description: text(input.description) || rules.blankDescription,
    isActive: input.isActive,
  };
  check(values, rules.nameField, ['name', 'contactPerson', 'contactNumber', 'emailAddress']);
  return values;
}

/**
 * Runs a write that may hit a name's unique index and answers a 409 naming the field. The
 * index decides (rather than a look first), so two requests racing with one name cannot both
 * pass; the failed statement aborts the transaction, so nothing of the write is kept.
 */
export async function withUniqueName<T>(write: PromiseLike<T>, index: string, field: string, message: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, index)) throw conflict(message, { [field]: 'is already taken' });
    throw error;
  }
}

/** The id the address names (`?id=7`); a form that also sends the record's own id must send the same one. */
export function assertSameId(queryId: number, bodyId: number | undefined): void {
  if (bodyId !== undefined && bodyId !== queryId) {
    throw badRequest('Invalid request: id differs from the id in the address', { id: 'differs from ?id=' });
  }
}
