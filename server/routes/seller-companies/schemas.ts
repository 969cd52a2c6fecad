import { Type } from 'typebox';
import { Nullable } from '../../lib/schema-types';

export const SellerCompany = Type.Object({
  id: Type.Integer(),
  companyName: Type.String(),
  contactPerson: Nullable(Type.String()),
  contactNumber: Nullable(Type.String()),
  emailAddress: Nullable(Type.String()),
  description: Type.String(),
  isActive: Type.Boolean(),
});
export const SellerCompanyList = Type.Array(SellerCompany);
export const SellerCompanyParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
