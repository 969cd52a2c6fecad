import { contactPayload, nameOf } from '../../components/organisation/contactPayload';

/**
 * Spec §7 'Agencies': the body of PUT /agencies/?id= (and of POST /agencies for the Add Agency
 * form). The spec sent userId 3; this sends the logged-in admin's id (the server ignores it).
 */
export const agencyPayload = (values: Record<string, unknown>, userId?: number) => ({
  userId,
  agencyName: nameOf(values.agencyName),
  ...contactPayload(values, null),
});
