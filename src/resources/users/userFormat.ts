import type { UserRecord } from './types';

/** 'First Last': the Name column, the cards, the CSV and the page title. */
export const fullNameOf = (user: Pick<UserRecord, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/** Where a user's details open (spec §2: '/users/{id}'). */
export const userPath = (id: UserRecord['id']) => `/users/${id}`;
