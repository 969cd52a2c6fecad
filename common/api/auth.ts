import { Type } from 'typebox';
import { Id, Nullable } from './schema-types';
import { operation } from './operation';

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

/**
 * GET /auth/session's query. `optional=true` is the app's own check on load: nobody logged in is
 * then an answer (`{ user: null }`), not a 401 refusal, which a browser reports as an error in
 * its console and the server logs as a refused request.
 */
export const SessionQuery = Type.Object({
  optional: Type.Optional(Type.Boolean({ description: 'Answer { user: null } instead of 401 when nobody is logged in' })),
});
export const OptionalSessionResponse = Type.Object({ user: Nullable(SessionUser) });
export const LogoutResponse = Type.Object({ loggedOut: Type.Boolean() });

/** Spec §7 POST /auth/admin-reset-password: userId is the person whose password is set. */
const AdminResetPasswordBody = Type.Object(
  {
    adminUserId: Type.Optional(Type.Integer({ description: "Ignored: the spec's hard-coded admin id; the session's user is the actor" })),
    userId: Id('The user whose password is reset'),
    newPassword: Type.String({ maxLength: 1024, description: 'Trimmed; required, at least 8 characters' }),
  },
  { additionalProperties: false },
);

const AdminResetPasswordResponse = Type.Object({
  userId: Type.Integer(),
  /** How many of the user's other sessions were ended. */
  endedSessions: Type.Integer(),
});

export const authOperations = {
  /** Spec §7: an admin sets a user's password; the server hashes it and ends the user's other sessions. */
  resetPassword: operation({
    method: 'POST',
    path: '/auth/admin-reset-password',
    body: AdminResetPasswordBody,
    answer: AdminResetPasswordResponse,
    summary: "Set a user's password (User Details); ends that user's other sessions",
    description:
      "newPassword is trimmed; blank or shorter than 8 characters answers 400. Every session of the user ends except the caller's own. adminUserId is ignored.",
  }),
};
