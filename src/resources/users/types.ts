import type { Static } from 'typebox';
import type { NewUserBody, UpdateUserBody, User } from '@common/api/users';

/** One user as GET /api/users and /api/users/{id} answer it (STYLE.md: one source of types). */
export type UserRecord = Static<typeof User>;

/** The body of POST /api/users; PUT /api/users/?id= takes the same without the password. */
export type UserPayload = Static<typeof NewUserBody>;

/** The body of PUT /api/users/?id=: the same fields, and isActive when it changes. */
export type UserUpdatePayload = Static<typeof UpdateUserBody>;

/** What the user form edits: the record's editable fields, any of them still empty. */
export type UserFormValues = Partial<
  Pick<
    UserRecord,
    | 'firstName'
    | 'lastName'
    | 'emailAddress'
    | 'cellNumber'
    | 'userRoleTypeId'
    | 'agencyId'
    | 'sellerCompanyId'
    | 'companyName'
    | 'notes'
    | 'isActive'
  >
> & { password?: string };
