import { Type } from 'typebox';
import { RecordVersion } from './record-version';
import { editedContactFields, newContactFields, OrganisationName } from './organisation-fields';
import { Nullable } from './schema-types';

const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: 2147483647, description });

/** Spec §3 'Agency'. */
export const Agency = Type.Object({
  id: Type.Integer(),
  agencyName: Type.String(),
  description: Nullable(Type.String()),
  contactPerson: Nullable(Type.String()),
  contactNumber: Nullable(Type.String()),
  emailAddress: Nullable(Type.String()),
  isActive: Type.Boolean(),
  version: RecordVersion,
});
export const AgencyList = Type.Array(Agency);
export const AgencyParams = Type.Object({ id: Id() });
export const AgencyIdQuery = Type.Object({ id: Id('The agency to update') });

/** POST /agencies: the Add Agency form at /add-agent, held to Add Seller's rules. */
export const NewAgencyBody = Type.Object({ agencyName: OrganisationName, ...newContactFields }, { additionalProperties: false });

/** Spec §7 PUT /agencies/?id=; `id`, when the form sends the record's own, must match. */
export const UpdateAgencyBody = Type.Object(
  { id: Type.Optional(Id()), agencyName: Type.Optional(OrganisationName), ...editedContactFields },
  { additionalProperties: false },
);
