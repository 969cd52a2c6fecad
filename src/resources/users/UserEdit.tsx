import { Title } from 'react-admin';

/** Placeholder: being built. */
export const UserEdit = () => <Title title="UserEdit" />;
