/**
 * One wording for what is wrong with a field, wherever it is found: react-admin's validators in
 * the browser (through the i18n messages below) and the API's 400s (through `fieldMessage`).
 * Sentence case, saying what to do. The email wording is the spec's (§5, the seller forms).
 */
const validationMessages = {
  required: 'Required',
  minLength: 'Must be at least %{min} characters',
  maxLength: 'Must be %{max} characters or less',
  email: 'Please enter a valid email address',
} as const;

/** react-admin's `ra.validation` texts in our wording. */
export const validationTranslations = { ra: { validation: validationMessages } };

const withCount = (template: string, key: string, count: string) => template.replace(`%{${key}}`, count);

/** The API's fragments ('is required', Ajv's 'must NOT have more than 200 characters') in our wording. */
const known: Array<[RegExp, (match: RegExpMatchArray) => string]> = [
  [/^is required$/, () => validationMessages.required],
  [/^must NOT have more than (\d+) characters$/, ([, max]) => withCount(validationMessages.maxLength, 'max', max)],
  // An empty text against a minimum of one is a missing value.
  [/^must NOT have fewer than 1 characters$/, () => validationMessages.required],
  [/^must NOT have fewer than (\d+) characters$/, ([, min]) => withCount(validationMessages.minLength, 'min', min)],
  [/^must (be a valid email address|match format "email")$/, () => validationMessages.email],
  [/^does not exist$/, () => 'No longer exists: choose another'],
];

/**
 * A field message from the API as a form shows it. A fragment without a wording of its own
 * ('is already used by another user') reads as a sentence: 'Already used by another user'.
 */
export function fieldMessage(fragment: string): string {
  for (const [pattern, wording] of known) {
    const match = fragment.match(pattern);
    if (match) return wording(match);
  }
  const sentence = fragment.replace(/^is /, '');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** Every field's message of a 400 in our wording. */
export const fieldMessages = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([field, fragment]) => [field, fieldMessage(fragment)]));
