/** Spec §3: a seller company's description is sent as 'Not captured' when empty. */
export const NOT_CAPTURED = 'Not captured';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const optional = (value: unknown) => text(value) || null;

/**
 * The fields a seller company and an agency share, as the API takes them: trimmed, blank
 * optional ones as null. `emptyDescription` is what a blank description becomes.
 */
export function contactPayload(values: Record<string, unknown>, emptyDescription: string | null) {
  return {
    description: text(values.description) || emptyDescription,
    contactPerson: optional(values.contactPerson),
    contactNumber: optional(values.contactNumber),
    emailAddress: optional(values.emailAddress),
    isActive: values.isActive !== false,
  };
}

/** A name as the API takes it. */
export const nameOf = text;
