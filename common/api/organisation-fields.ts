import { Type } from 'typebox';
import { CONTACT_NUMBER_MAX } from '../contact-number';
import { Nullable } from './schema-types';

/** A seller company's or agency's name, as both bodies take it; blank is refused by organisationValues. */
export const OrganisationName = Type.String({ maxLength: 200 });

/** Accepted for compatibility with the spec's payloads (it sends 3); the actor is the session's user. */
const IgnoredUserId = Type.Optional(Type.Integer({ description: "Ignored: the actor is the session's user" }));
const contactNumberNote = `At most ${CONTACT_NUMBER_MAX} characters, after trimming`;
const emailNote = 'non-space text, an @, text, a dot, text (spec §5)';

/**
 * The contact fields both Add forms send (spec §5 'Add Seller'): person, number and email
 * are required. Description is optional; isActive defaults to true.
 */
export const newContactFields = {
  userId: IgnoredUserId,
  contactPerson: Type.String({ maxLength: 200 }),
  // Its length is checked after trimming, with the spec's rule as the message.
  contactNumber: Type.String({ description: contactNumberNote }),
  emailAddress: Type.String({ maxLength: 254, description: `Required: ${emailNote}` }),
  description: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  isActive: Type.Optional(Type.Boolean({ default: true })),
};

/**
 * The contact fields both edit forms send (spec §5 'Seller edit'): each optional, absent keeps
 * the stored value, blank or null clears it. No default for isActive: an edit that leaves it
 * out must not reactivate anything.
 */
export const editedContactFields = {
  userId: IgnoredUserId,
  contactPerson: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  contactNumber: Type.Optional(Nullable(Type.String({ description: contactNumberNote }))),
  emailAddress: Type.Optional(Nullable(Type.String({ maxLength: 254, description: `Optional; if given: ${emailNote}` }))),
  description: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  isActive: Type.Optional(Type.Boolean()),
};
