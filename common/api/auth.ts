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
  /** Support staff: may read everything, change nothing, download nothing private (issue 16). */
  readOnly: Type.Boolean(),
});

export const SessionResponse = Type.Object({ user: SessionUser });
export const LogoutResponse = Type.Object({ loggedOut: Type.Boolean() });

/** Spec §7 POST /auth/admin-reset-password: userId is the person whose password is set. */
export const AdminResetPasswordBody = Type.Object(
  {
    adminUserId: Type.Optional(Type.Integer({ description: "Ignored: the spec's hard-coded admin id; the session's user is the actor" })),
    userId: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'The user whose password is reset' }),
    newPassword: Type.String({ maxLength: 1024, description: 'Trimmed; required, at least 8 characters' }),
  },
  { additionalProperties: false },
);

export const AdminResetPasswordResponse = Type.Object({
  userId: Type.Integer(),
  /** How many of the user's other sessions were ended. */
  endedSessions: Type.Integer(),
});
