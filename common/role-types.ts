/** Spec §3 'User role type': the two role types the spec names by number. */
export const BUYER_ROLE_TYPE = 5;
export const AGENT_ROLE_TYPE = 6;
/** Ours, not the spec's: administrators, and support staff who read everything and change nothing (issue 16). */
export const ADMIN_ROLE_TYPE = 1;
export const SUPPORT_ROLE_TYPE = 7;
