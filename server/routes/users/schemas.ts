import { Type } from 'typebox';
import { Nullable } from '../../lib/schema-types';

const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: 2147483647, description });

/**
 * Spec §3 'User' and 'Agent on a property': the person, their role type's title and their
 * agency, both flat (agencyName) and nested (agency.name) as the screens read them.
 * Never the password hash: the response schema only lets these fields out.
 */
export const User = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  emailAddress: Type.String(),
  cellNumber: Nullable(Type.String()),
  userRoleTypeId: Type.Integer(),
  /** The role type's title ('Agent', 'Buyer', ...). */
  userRoleType: Type.String(),
  agencyId: Nullable(Type.Integer()),
  agencyName: Nullable(Type.String()),
  agency: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  companyName: Nullable(Type.String()),
});
export const UserList = Type.Array(User);

/** Spec §7 `GET /users?userRoleTypeId=6`: every filter optional, so the full list can grow from here. */
export const UserListQuery = Type.Object({
  userRoleTypeId: Type.Optional(Id('Only users of this role type (5 buyer, 6 agent)')),
  agencyId: Type.Optional(Id("Only this agency's people")),
});
