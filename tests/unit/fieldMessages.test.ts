import { describe, expect, it } from 'vitest';
import { fieldMessage } from '../../src/fieldMessages';
import { i18nProvider } from '../../src/i18nProvider';

describe('field messages', () => {
  it.each([
    ['is required', 'Required'],
    ['must NOT have more than 200 characters', 'Must be 200 characters or less'],
    ['must NOT have fewer than 1 characters', 'Required'],
    ['must NOT have fewer than 8 characters', 'Must be at least 8 characters'],
    ['must be a valid email address', 'Please enter a valid email address'],
    ['must match format "email"', 'Please enter a valid email address'],
    ['does not exist', 'No longer exists: choose another'],
    // Any other fragment reads as a sentence.
    ['is already used by another user', 'Already used by another user'],
    ['cannot be switched off for your own account', 'Cannot be switched off for your own account'],
  ])("say the API's '%s' as '%s'", (fragment, wording) => {
    expect(fieldMessage(fragment)).toBe(wording);
  });

  it("are react-admin's validator texts too", () => {
    expect(i18nProvider.translate('ra.validation.email')).toBe('Please enter a valid email address');
    expect(i18nProvider.translate('ra.validation.maxLength', { max: 20 })).toBe('Must be 20 characters or less');
    expect(i18nProvider.translate('ra.validation.minLength', { min: 3 })).toBe('Must be at least 3 characters');
  });
});
