import { MIN_PASSWORD_LENGTH } from '@common/password-rules';
import { badRequest } from '../errors';

/**
 * A password an admin sets for someone: trimmed (spec §5 'New password: required and
 * trimmed'), never blank, at least MIN_PASSWORD_LENGTH characters. Throws a 400 naming `field`.
 */
export function checkedNewPassword(raw: string, field: string): string {
  const password = raw.trim();
  if (!password) throw badRequest('Please enter a new password', { [field]: 'is required' });
  if (password.length < MIN_PASSWORD_LENGTH) {
    const rule = `must be at least ${MIN_PASSWORD_LENGTH} characters`;
    throw badRequest(`The new password ${rule}`, { [field]: rule });
  }
  return password;
}
