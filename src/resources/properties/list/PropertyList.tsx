import { Title } from 'react-admin';

/** Placeholder: the Manage Properties table is being built. */
export const PropertyList = () => <Title title="Manage Properties" />;
