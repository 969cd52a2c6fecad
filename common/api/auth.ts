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

/** The most an admin's preferences may take, as JSON text: a few dozen saved queries and column choices fit many times over. */
export const PREFERENCES_MAX_BYTES = 32 * 1024;

/**
 * An admin's own settings of the app, by the app's store key ('theme', 'properties.savedQueries',
 * ...): the app decides what they hold, the API only checks their shape and size.
 */
const Preferences = Type.Record(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,200}$' }), Type.Unknown(), {
  maxProperties: 500,
  additionalProperties: false,
  description: 'Store key (letters, digits, _ . -) to any JSON value',
});

const PreferencesBody = Type.Object({ preferences: Preferences }, { additionalProperties: false });

const PreferencesAnswer = Type.Object({
  preferences: Preferences,
  /** When they were last saved; null when the admin has never saved any. */
  updatedAt: Nullable(Type.String({ format: 'date-time' })),
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
  /** Issue 32, saved views: the logged-in admin's own preferences, so that they follow the admin to another browser. */
  getPreferences: operation({
    method: 'GET',
    path: '/auth/preferences',
    answer: PreferencesAnswer,
    summary: "The logged-in admin's own preferences of the app (columns, saved queries, theme, sidebar)",
    description: "Always the caller's own; { preferences: {}, updatedAt: null } when none were ever saved.",
  }),
  savePreferences: operation({
    method: 'PUT',
    path: '/auth/preferences',
    body: PreferencesBody,
    answer: PreferencesAnswer,
    summary: "Replace the logged-in admin's own preferences",
    description:
      'Replaces them whole. At most 32 KB as JSON (413 beyond), values nested at most 16 deep (400). Support staff may save their own: it changes no business data.',
  }),
};
