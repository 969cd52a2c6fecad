import { Type } from 'typebox';

export const Agency = Type.Object({
  id: Type.Integer(),
  agencyName: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  contactPerson: Type.Union([Type.String(), Type.Null()]),
  contactNumber: Type.Union([Type.String(), Type.Null()]),
  emailAddress: Type.Union([Type.String(), Type.Null()]),
  isActive: Type.Boolean(),
});
export const AgencyList = Type.Array(Agency);
export const AgencyParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
