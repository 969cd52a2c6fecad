import { Type } from 'typebox';

/**
 * A record's version: sent back as `If-Match` with an edit, which the server then makes only if
 * the record is still this version (409 EDIT_CONFLICT otherwise, naming who changed it and when).
 */
export const RecordVersion = Type.String({
  pattern: '^[0-9]+$',
  description: 'Send it back as If-Match with an edit: the edit is refused (409) if the record changed since.',
});
