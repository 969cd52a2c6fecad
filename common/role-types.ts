/** Spec §3 'User role type': the two role types the spec names by number. */
export const BUYER_ROLE_TYPE = 5;
export const AGENT_ROLE_TYPE = 6;
