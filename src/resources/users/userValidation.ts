import { email, required, type Validator } from 'react-admin';
import { MIN_PASSWORD_LENGTH } from '@common/password-rules';
import { userTexts } from './messages';

export const requiredValue = required();

const validEmail = email();
/** The payload trims the address, so a pasted one with spaces around it is still valid. */
const trimmedEmail: Validator = (value, values) => validEmail(typeof value === 'string' ? value.trim() : value, values);
export const emailAddress = [requiredValue, trimmedEmail];

const longEnough = (password: string) => (password.length < MIN_PASSWORD_LENGTH ? userTexts.passwordTooShort : undefined);

/** Spec §5 'New password': required and trimmed ('Please enter a new password'). */
export const newPassword: Validator = (value?: string) => {
  const password = value?.trim() ?? '';
  return password ? longEnough(password) : userTexts.passwordRequired;
};

/** Add User's first password is optional; a typed one follows the same rule. */
export const optionalPassword: Validator = (value?: string) => {
  const password = value?.trim() ?? '';
  return password ? longEnough(password) : undefined;
};
