import { Title } from 'react-admin';

/** Placeholder: the Add New Property form is being built. */
export const PropertyCreate = () => <Title title="Add New Property" />;
