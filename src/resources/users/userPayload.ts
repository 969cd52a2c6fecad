import { AGENT_ROLE_TYPE } from '@common/role-types';
import type { UserFormValues, UserPayload, UserRecord, UserUpdatePayload } from './types';

const trimmed = (text: string | null | undefined) => text?.trim() ?? '';
const optional = (text: string | null | undefined) => text?.trim() || null;

/**
 * The body of POST /users and PUT /users/?id= from the user form: texts trimmed, blank optional
 * ones sent as null, and the agency only for an Agent (spec §4 'User agency select'). The acting
 * user is the session's (the server ignores any id sent for it), so none is sent.
 */
export function userPayload(values: UserFormValues): UserPayload {
  const isAgent = values.userRoleTypeId === AGENT_ROLE_TYPE;
  return {
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    emailAddress: trimmed(values.emailAddress),
    cellNumber: optional(values.cellNumber),
    userRoleTypeId: values.userRoleTypeId!,
    agencyId: isAgent ? (values.agencyId ?? null) : null,
    sellerCompanyId: values.sellerCompanyId ?? null,
    companyName: optional(values.companyName),
    notes: optional(values.notes),
  };
}

/** Add User: the same body, plus the first password when one was typed. */
export function newUserPayload(values: UserFormValues): UserPayload {
  const password = values.password?.trim();
  return { ...userPayload(values), ...(password ? { password } : {}) };
}

/**
 * User Details: the same body, plus isActive only when the switch moved from what was loaded.
 * Sent with every save, a form opened before another admin deactivated the user would quietly
 * reactivate them when someone fixed a typo.
 */
export function userUpdatePayload(values: UserFormValues, loaded: Pick<UserRecord, 'isActive'> | undefined): UserUpdatePayload {
  const fields = userPayload(values);
  const moved = values.isActive !== undefined && values.isActive !== loaded?.isActive;
  return moved ? { ...fields, isActive: values.isActive } : fields;
}
