import { Type } from 'typebox';

export const LoginBody = Type.Object(
  {
    emailAddress: Type.String({ minLength: 1, maxLength: 320 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);

export const SessionUser = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  emailAddress: Type.String(),
  userRoleTypeId: Type.Integer(),
  userRoleType: Type.String(),
});

export const SessionResponse = Type.Object({ user: SessionUser });
export const LogoutResponse = Type.Object({ loggedOut: Type.Boolean() });
