import { contactPayload, nameOf, NOT_CAPTURED } from '../../components/organisation/contactPayload';

/**
 * Spec §7 'Sellers': the body of POST and PUT /seller-companies. The spec sent userId 3; this
 * sends the logged-in admin's id (the server records the real actor either way).
 */
export const sellerPayload = (values: Record<string, unknown>, userId?: number) => ({
  userId,
  companyName: nameOf(values.companyName),
  ...contactPayload(values, NOT_CAPTURED),
});
