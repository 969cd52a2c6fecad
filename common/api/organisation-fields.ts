import { Type, type TOptional, type TSchema, type TString } from 'typebox';
import { CONTACT_NUMBER_MAX } from '../contact-number';
import { Id, Nullable } from './schema-types';
import { RecordVersion } from './record-version';

/** A seller company's or agency's name, as both bodies take it; blank is refused by organisationValues. */
const OrganisationName = Type.String({ maxLength: 200 });

/** Accepted for compatibility with the spec's payloads (it sends 3); the actor is the session's user. */
const IgnoredUserId = Type.Optional(Type.Integer({ description: "Ignored: the actor is the session's user" }));
const contactNumberNote = `At most ${CONTACT_NUMBER_MAX} characters, after trimming`;
const emailNote = 'non-space text, an @, text, a dot, text (spec §5)';

/**
 * The contact fields both Add forms send (spec §5 'Add Seller'): person, number and email
 * are required. Description is optional; isActive defaults to true.
 */
const newContactFields = {
  userId: IgnoredUserId,
  contactPerson: Type.String({ maxLength: 200 }),
  // Its length is checked after trimming, with the spec's rule as the message.
  contactNumber: Type.String({ description: contactNumberNote }),
  emailAddress: Type.String({ maxLength: 254, description: `Required: ${emailNote}` }),
  description: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  isActive: Type.Optional(Type.Boolean({ default: true })),
};

/** The most characters each text of the Add and edit forms takes, for the inputs to hold them to. */
export const OrganisationLimits = Type.Object({ name: OrganisationName, ...newContactFields });

/**
 * The contact fields both edit forms send (spec §5 'Seller edit'): each optional, absent keeps
 * the stored value, blank or null clears it. No default for isActive: an edit that leaves it
 * out must not reactivate anything.
 */
const editedContactFields = {
  userId: IgnoredUserId,
  contactPerson: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  contactNumber: Type.Optional(Nullable(Type.String({ description: contactNumberNote }))),
  emailAddress: Type.Optional(Nullable(Type.String({ maxLength: 254, description: `Optional; if given: ${emailNote}` }))),
  description: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  isActive: Type.Optional(Type.Boolean()),
};

/**
 * One area's schemas (spec §3 'Seller company' and 'Agency', §7 their calls): the two differ
 * only in the name's key and in whether a description can be absent (sellers store 'Not
 * captured' instead, so theirs is always text).
 */
export function organisationSchemas<N extends string, D extends TSchema>(nameField: N, description: D, noun: string) {
  const record = Type.Object({
    id: Type.Integer(),
    ...(nameMap(nameField, Type.String()) as { [K in N]: TString }),
    description,
    contactPerson: Nullable(Type.String()),
    contactNumber: Nullable(Type.String()),
    emailAddress: Nullable(Type.String()),
    isActive: Type.Boolean(),
    version: RecordVersion,
  });
  return {
    record,
    list: Type.Array(record),
    params: Type.Object({ id: Id() }),
    idQuery: Type.Object({ id: Id(`The ${noun} to update`) }),
    /** The Add form, held to spec §5 'Add Seller'. */
    newBody: Type.Object(
      { ...(nameMap(nameField, OrganisationName) as { [K in N]: typeof OrganisationName }), ...newContactFields },
      { additionalProperties: false },
    ),
    /** The edit form; `id`, when the form sends the record's own, must match the address's. */
    updateBody: Type.Object(
      {
        id: Type.Optional(Id()),
        ...(nameMap(nameField, Type.Optional(OrganisationName)) as { [K in N]: TOptional<typeof OrganisationName> }),
        ...editedContactFields,
      },
      { additionalProperties: false },
    ),
  };
}

const nameMap = <S extends TSchema>(nameField: string, schema: S) => ({ [nameField]: schema });
