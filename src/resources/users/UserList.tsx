import { Title } from 'react-admin';

/** Placeholder: being built. */
export const UserList = () => <Title title="UserList" />;
