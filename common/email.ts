/**
 * Spec §5's email rule: non-space text, an @, text, a dot, text. The API checks it too, so a
 * request that skips the form cannot store an address nobody can write to.
 */
const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export const isEmailAddress = (text: string) => EMAIL_PATTERN.test(text);
