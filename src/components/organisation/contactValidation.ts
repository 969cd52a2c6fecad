import type { FieldErrors } from 'react-hook-form';
import type { Validator } from 'react-admin';
import { CONTACT_NUMBER_MAX } from '@common/contact-number';
import { isEmailAddress } from '@common/email';
import { organisationTexts } from './messages';

/** Spec §5: non-space text, an @, text, a dot, text; the API's own check, on the trimmed text it stores. */
const isValidEmail = (text: string) => isEmailAddress(text.trim());

/** react-admin's own 'Required' under a blank field. */
const REQUIRED = 'ra.validation.required';

/** How strict a seller or agency form is, and the spec's words for each problem. */
export interface ContactRules {
  /** The name and every contact field must be filled (spec §5 'Add Seller'). */
  required: boolean;
  /** Checks the email pattern and the contact number's length; off on the agency edit (spec §5). */
  checked: boolean;
  tooLong: string;
  /** The notice when Save is pressed with errors on the form. */
  invalidNotice: (errors: FieldErrors) => string;
}

const blank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

/** Blank or only spaces; marked so that react-admin puts an asterisk after the label. */
export const filled: Validator = Object.assign((value: unknown) => (blank(value) ? REQUIRED : undefined), { isRequired: true });

/** react-admin hands a validator's message to react-hook-form as '@@react-admin@@' + its JSON. */
const RA_PREFIX = '@@react-admin@@';

/** The message a validator returned, as the field shows it before translation. */
function messageOf(error: unknown): string {
  if (typeof error !== 'string') return '';
  if (!error.startsWith(RA_PREFIX)) return error;
  const parsed: unknown = JSON.parse(error.slice(RA_PREFIX.length));
  const message = (parsed as { message?: unknown } | null)?.message;
  return typeof parsed === 'string' ? parsed : typeof message === 'string' ? message : '';
}

/**
 * Spec §5 'Add Seller' (and the Add Agency form, which follows it): blank fields first read
 * 'Please fill in all fields'; otherwise the first field's own message.
 */
const firstProblem = (errors: FieldErrors) => {
  const messages = Object.values(errors).map((error) => messageOf(error?.message));
  return messages.includes(REQUIRED) ? organisationTexts.fillAllFields : (messages.find(Boolean) ?? organisationTexts.fillAllFields);
};

/** Add Seller and Add Agency: everything required, then the length and the email pattern. */
export const addFormRules: ContactRules = {
  required: true,
  checked: true,
  tooLong: 'Contact number cannot exceed 20 characters',
  invalidNotice: firstProblem,
};

/** Seller edit (spec §5): an email, if given, must look like one; any error blocks the save. */
export const sellerEditRules: ContactRules = {
  required: false,
  checked: true,
  tooLong: 'Contact number must be 20 characters or less',
  invalidNotice: () => 'Please fix the validation errors before saving.',
};

/** Agency edit (spec §5): no validation is shown; the server's field errors still are. */
export const agencyEditRules: ContactRules = {
  required: false,
  checked: false,
  tooLong: addFormRules.tooLong,
  invalidNotice: firstProblem,
};

/** Each input's validators under `rules`. The name is required on every form: the API needs it. */
export function contactValidators(rules: ContactRules) {
  const required = rules.required ? [filled] : [];
  const tooLong: Validator = (value) => (value && String(value).length > CONTACT_NUMBER_MAX ? rules.tooLong : undefined);
  const email: Validator = (value) => (!blank(value) && !isValidEmail(String(value)) ? organisationTexts.invalidEmail : undefined);
  return {
    name: [filled],
    contactPerson: required,
    contactNumber: rules.checked ? [...required, tooLong] : required,
    emailAddress: rules.checked ? [...required, email] : required,
  };
}
