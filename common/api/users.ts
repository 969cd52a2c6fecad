import { RecordVersion } from './record-version';
import { Type, type Static } from 'typebox';
import { ListQuery } from './list-query';
import { operation } from './operation';
import { Id, Nullable } from './schema-types';

const Text = (maxLength: number, description?: string) => Type.String({ maxLength, description });
/** Accepted for compatibility with the spec's payloads; the actor is the session's user. */
const IgnoredActorId = (name: string) =>
  Type.Optional(Type.Integer({ description: `Ignored: the spec's hard-coded ${name}; the session's user is the actor` }));

/** Spec §5 'User search': buyers only, at least 3 characters, at most 20 results. */
export const SEARCH_MIN_CHARACTERS = 3;
export const SEARCH_MAX_RESULTS = 20;

/**
 * Why an admin cannot switch off their own Active: they would lock themselves out at once, with
 * nobody there to notice. Shown by the form and answered by PUT /users/?id=.
 */
export const OWN_DEACTIVATION_REFUSED = 'You cannot deactivate your own account';

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
  sellerCompanyId: Nullable(Type.Integer()),
  notes: Nullable(Type.String()),
  thumbImage: Nullable(Type.String()),
  isActive: Type.Boolean(),
  version: RecordVersion,
});
const UserList = Type.Array(User);

/** A buyer as the buyer search lists them (spec §3 'User search result'): what the pickers read of a User. */
export type BuyerOption = Pick<Static<typeof User>, 'id' | 'firstName' | 'lastName' | 'emailAddress'>;

/**
 * The react-admin list protocol (sort, range, filter: q, userRoleTypeId, agencyId, isActive)
 * plus the spec's plain parameters, which may be combined with it.
 */
const UserListQuery = Type.Object({
  ...ListQuery.properties,
  userRoleTypeId: Type.Optional(Id('Only users of this role type (5 buyer, 6 agent)')),
  agencyId: Type.Optional(Id("Only this agency's people")),
  searchCriteria: Type.Optional(
    Type.String({
      maxLength: 100,
      description: `Buyer search: buyers whose first name, last name, full name or email contains this text, at most ${SEARCH_MAX_RESULTS}. Needs at least ${SEARCH_MIN_CHARACTERS} non-blank characters, else 400.`,
    }),
  ),
});

export const userOperations = {
  /** The list route: react-admin's pages of it, the property forms' agents, the vault's buyer search. */
  getUsers: operation({
    method: 'GET',
    path: '/users',
    querystring: UserListQuery,
    answer: UserList,
    summary: 'Users (Manage Users, agent pickers, buyer search); paged, sorted and filtered when asked',
    description: [
      'Without sort, by last name then first name. Sortable: id, firstName, lastName, emailAddress, cellNumber, userRoleType, agencyName.',
      'filter: q (first name, last name, full name or email contains, any case), userRoleTypeId, agencyId, isActive.',
      'The plain parameters userRoleTypeId and agencyId (`?userRoleTypeId=6&agencyId=2`: the agents of an agency) combine with it.',
      'searchCriteria (spec §5 User search): active buyers (role type 5) whose name or email contains the text, at most 20;',
      'fewer than 3 non-blank characters, a userRoleTypeId other than 5, or a range beside it answer 400 naming the parameter.',
    ].join(' '),
  }),
};

export const UserParams = Type.Object({ id: Id() });
export const UserIdQuery = Type.Object({ id: Id('The user to update') });

const userFields = {
  editedBy: IgnoredActorId('editedBy'),
  userId: IgnoredActorId('userId'),
  // Blank names and emails (after trimming) are refused by the route with the field named.
  firstName: Text(100),
  lastName: Text(100),
  emailAddress: Text(320, 'Trimmed; unique regardless of case'),
  cellNumber: Type.Optional(Nullable(Text(50))),
  userRoleTypeId: Id('A role type of GET /user-role-types'),
  agencyId: Type.Optional(Nullable(Id('Required for an Agent (role type 6); stored as null for every other role'))),
  sellerCompanyId: Type.Optional(Nullable(Id())),
  companyName: Type.Optional(Nullable(Text(200))),
  notes: Type.Optional(Nullable(Text(5000))),
};

/** Spec §7 POST /users, plus an optional first password (blank: none). */
export const NewUserBody = Type.Object(
  { ...userFields, password: Type.Optional(Text(1024, 'Optional; trimmed, at least 8 characters; blank sets none')) },
  { additionalProperties: false },
);

/**
 * Spec §7 PUT /users/?id=; `id`, when the form sends the record's own, must match. No password
 * here. `isActive` (not in the spec's body) is sent only to change it; left out, it stays.
 */
export const UpdateUserBody = Type.Object(
  {
    ...userFields,
    id: Type.Optional(Id()),
    isActive: Type.Optional(
      Type.Boolean({
        description:
          'false deactivates the user: they cannot log in, their sessions end, pickers leave them out, their history stays. Not for your own account.',
      }),
    ),
  },
  { additionalProperties: false },
);
