import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { users } from '../../db/schema';
import { badRequest, ErrorResponse, orNotFound } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { assertUnchanged, versionOfDate } from '../../lib/record-version';
import { parseListQuery, sendList } from '../../lib/list-query';
import { routeOf } from '../../lib/operation-route';
import { hashPassword } from '../../lib/passwords';
import { checkedNewPassword } from '../../lib/password-rules';
import { getUser, listUsers, searchBuyers, userSortable } from './queries';
import { NewUserBody, UpdateUserBody, User, UserIdQuery, userOperations, UserParams } from '@common/api/users';
import { accessChange, refuseOwnDeactivation } from './activation';
import { createUser, findUserRecord, updateUser, userFieldsFrom, type UserRecord } from './writes';

const tags = ['users'];
const entityType = 'user';
const nameOf = (user: UserRecord) => `${user.firstName} ${user.lastName}`;

/** Spec §7 'Users': the people the back-office manages (buyers, agents, sellers, admins). */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The user as every route answers it, read after the write committed. */
  const userOf = async (id: number) => orNotFound(await getUser(app.db, id), 'User');

  app.route({
    ...routeOf(userOperations.getUsers, tags, { 400: ErrorResponse, 401: ErrorResponse }),
    handler: async (request, reply) => {
      const { sort, range, filter, searchCriteria, ...plain } = request.query;
      const list = parseListQuery({ sort, range, filter }, userSortable, users.id, ['lastName', 'ASC']);
      if (searchCriteria !== undefined) return searchBuyers(app.db, list, { ...plain, searchCriteria });
      return sendList(reply, 'users', list.page, await listUsers(app.db, list, plain));
    },
  });

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'One user, as the User Details screen shows it',
        params: UserParams,
        response: { 200: User, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    (request) => userOf(request.params.id),
  );

  app.post(
    '/users',
    {
      schema: {
        tags,
        summary: 'Create a user (Add User); an Agent needs an agency; an optional first password',
        description: 'emailAddress is unique regardless of case: a duplicate answers 409. editedBy and userId are ignored.',
        body: NewUserBody,
        response: { 201: User, 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      const data = userFieldsFrom(request.body);
      const { password } = request.body;
      // Hashed before the transaction opens: ~40 ms that need not hold a connection.
      const passwordHash = password?.trim() ? await hashPassword(checkedNewPassword(password, 'password')) : undefined;
      const created = await auditedWrite(app.db, request.user, async (tx, audit) => {
        const user = await createUser(tx, data, passwordHash);
        await audit({ entityType, entityId: user.id, userId: user.id, description: `Created user '${nameOf(user)}'`, after: user });
        return user;
      });
      return reply.status(201).send(await userOf(created.id));
    },
  );

  app.put(
    '/users/',
    {
      schema: {
        tags,
        summary: 'Save a user (PUT /users/?id=7); leaving the Agent role clears the agency; deactivate or reactivate',
        description: [
          'emailAddress is unique regardless of case: a duplicate answers 409. The password is reset with POST /auth/admin-reset-password.',
          "isActive false deactivates the user and ends their sessions at once; an admin's own account answers 400 naming isActive.",
        ].join(' '),
        querystring: UserIdQuery,
        body: UpdateUserBody,
        response: { 200: User, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      const { id } = request.query;
      if (request.body.id !== undefined && request.body.id !== id) {
        throw badRequest('Invalid request: id differs from the id in the address', { id: 'differs from ?id=' });
      }
      const data = userFieldsFrom(request.body);
      refuseOwnDeactivation(request.user!.id, id, data.isActive);
      await auditedWrite(app.db, request.user, async (tx, audit) => {
        const before = await findUserRecord(tx, id, { lock: true });
        await assertUnchanged(tx, request, versionOfDate(before.updatedAt), { entityType, entityId: id });
        const after = await updateUser(tx, before, data);
        const description = (await accessChange(tx, before, after, nameOf(after))) ?? `Updated user '${nameOf(after)}'`;
        await audit({ entityType, entityId: id, userId: id, description, before, after });
      });
      return userOf(id);
    },
  );
};
