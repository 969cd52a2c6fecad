/** Spec §5 and §9: a contact number holds at most 20 characters (the columns are varchar(20)). */
export const CONTACT_NUMBER_MAX = 20;
