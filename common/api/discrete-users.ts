import { RecordVersion } from './record-version';
import { operation } from './operation';
import { Type, type Static } from 'typebox';
import { ListQuery } from './list-query';
import { Id, Nullable } from './schema-types';

/** Accepted for compatibility with the spec's payloads; the actor is the session's user. */
const IgnoredActorId = Type.Optional(
  Type.Integer({ description: "Ignored: the spec's hard-coded acting user; the session's user is the actor" }),
);

/** Spec §4 'Discrete access': the notice shown, and the refusal's message, when the property is not both. */
export const NOT_ACTIVE_AND_DISCRETE = 'The property needs to be marked active and discrete before you can add users';

/** Spec §3 'Discrete user entry': one live grant of a discrete property to a buyer. */
export const DiscreteUser = Type.Object({
  id: Type.Integer(),
  version: RecordVersion,
  propertyId: Type.Integer(),
  /** The buyer granted access (not the admin who granted it). */
  userId: Type.Integer({ description: 'The buyer granted access' }),
  username: Type.String({ description: "The buyer's full name" }),
  isDeleted: Type.Boolean({ description: 'true once removed; lists show live grants only' }),
  buyer: Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String(), emailAddress: Type.String() }),
  addedBy: Nullable(Type.String({ description: "Who granted it (full name); null once that admin's account is gone" })),
  createdAt: Type.String({ format: 'date-time', description: 'When access was granted' }),
});
export type DiscreteUser = Static<typeof DiscreteUser>;
const DiscreteUserList = Type.Array(DiscreteUser);

const DiscreteUserListQuery = Type.Object({
  ...ListQuery.properties,
  propertyId: Type.Optional(Id('The property whose grants to list; or filter={"propertyId":7}')),
});

const DiscreteUserParams = Type.Object({ id: Id('The grant (a discrete user entry)') });

/** Spec §7 POST /property-discrete-users. */
const NewDiscreteUserBody = Type.Object(
  {
    userId: IgnoredActorId,
    propertyId: Id('An active, discrete property'),
    buyerId: Id('An active buyer (role type 5)'),
  },
  { additionalProperties: false },
);

/** Spec §7 PUT /property-discrete-users/{id}/remove. */
const RemoveDiscreteUserBody = Type.Object({ userId: IgnoredActorId }, { additionalProperties: false });

/** Spec §7 'Discrete access': the buyers an admin chose to see a discrete property. */
export const discreteUserOperations = {
  getDiscreteUsers: operation({
    method: 'GET',
    path: '/property-discrete-users',
    querystring: DiscreteUserListQuery,
    answer: DiscreteUserList,
    summary: 'The buyers with live access to a property (?propertyId=7, or filter={"propertyId":7}), newest grant first',
    description: 'Sortable: id, createdAt, firstName, lastName, emailAddress. Removed grants are not listed.',
  }),
  grantDiscreteUser: operation({
    method: 'POST',
    path: '/property-discrete-users',
    body: NewDiscreteUserBody,
    answer: DiscreteUser,
    status: 201,
    summary: 'Grant a buyer access to a discrete property',
    description: [
      'The property must be active and discrete (409 otherwise, with the notice of spec §4);',
      'buyerId must be an active buyer, role type 5 (400 otherwise); a buyer already granted access: 409.',
      'userId is ignored: the session user is recorded as the one who granted it.',
    ].join(' '),
  }),
  removeDiscreteUser: operation({
    method: 'PUT',
    path: '/property-discrete-users/:id/remove',
    params: DiscreteUserParams,
    body: RemoveDiscreteUserBody,
    answer: DiscreteUser,
    summary: "Remove a buyer's access to a discrete property (kept for the record, no longer listed)",
    description: 'A grant already removed answers 409. userId is ignored.',
  }),
};
