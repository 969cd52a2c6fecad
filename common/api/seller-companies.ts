import { Type } from 'typebox';
import { RecordVersion } from './record-version';
import { editedContactFields, newContactFields, OrganisationName } from './organisation-fields';
import { Nullable } from './schema-types';

const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: 2147483647, description });

/** Spec §3 'Seller company'. */
export const SellerCompany = Type.Object({
  id: Type.Integer(),
  companyName: Type.String(),
  contactPerson: Nullable(Type.String()),
  contactNumber: Nullable(Type.String()),
  emailAddress: Nullable(Type.String()),
  /** 'Not captured' when none was given (spec §3). */
  description: Type.String(),
  isActive: Type.Boolean(),
  version: RecordVersion,
});
export const SellerCompanyList = Type.Array(SellerCompany);
export const SellerCompanyParams = Type.Object({ id: Id() });
export const SellerCompanyIdQuery = Type.Object({ id: Id('The seller company to update') });

/** Spec §7 POST /seller-companies (the Add Seller form). */
export const NewSellerCompanyBody = Type.Object({ companyName: OrganisationName, ...newContactFields }, { additionalProperties: false });

/** Spec §7 PUT /seller-companies?id=; `id`, when the form sends the record's own, must match. */
export const UpdateSellerCompanyBody = Type.Object(
  { id: Type.Optional(Id()), companyName: Type.Optional(OrganisationName), ...editedContactFields },
  { additionalProperties: false },
);
