/** The shortest password the server stores, and the form checks before sending. */
export const MIN_PASSWORD_LENGTH = 8;
