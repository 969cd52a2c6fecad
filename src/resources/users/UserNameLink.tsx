import { NameLink } from '../../components/record-list/NameLink';
import type { UserRecord } from './types';
import { fullNameOf, userPath } from './userFormat';

/** Spec §2 'Manage Users': the name links to the user's details. */
export const UserNameLink = ({ user }: { user: UserRecord }) => <NameLink to={userPath(user.id)} name={fullNameOf(user)} />;
