import { Title } from 'react-admin';

/** Placeholder: being built. */
export const UserCreate = () => <Title title="UserCreate" />;
