import { describe, expect, it } from 'vitest';
import { fieldMessage } from '../../src/fieldMessages';
import { i18nProvider } from '../../src/i18nProvider';

describe('field messages', () => {
  it("say the API's fragments in the words of the browser's own checks", () => {
    expect(fieldMessage('is required')).toBe('Required');
    expect(fieldMessage('must NOT have more than 200 characters')).toBe('Must be 200 characters or less');
    expect(fieldMessage('must NOT have fewer than 1 characters')).toBe('Required');
    expect(fieldMessage('must NOT have fewer than 8 characters')).toBe('Must be at least 8 characters');
    expect(fieldMessage('must be a valid email address')).toBe('Please enter a valid email address');
    expect(fieldMessage('must match format "email"')).toBe('Please enter a valid email address');
    expect(fieldMessage('does not exist')).toBe('No longer exists: choose another');
  });

  it('read any other fragment as a sentence', () => {
    expect(fieldMessage('is already used by another user')).toBe('Already used by another user');
    expect(fieldMessage('cannot be switched off for your own account')).toBe('Cannot be switched off for your own account');
  });

  it("are react-admin's validator texts too", () => {
    expect(i18nProvider.translate('ra.validation.email')).toBe('Please enter a valid email address');
    expect(i18nProvider.translate('ra.validation.maxLength', { max: 20 })).toBe('Must be 20 characters or less');
    expect(i18nProvider.translate('ra.validation.minLength', { min: 3 })).toBe('Must be at least 3 characters');
  });
});
