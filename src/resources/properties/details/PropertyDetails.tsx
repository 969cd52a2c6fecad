import { Title } from 'react-admin';

/** Placeholder: the property details screen is being built. */
export const PropertyDetails = () => <Title title="Property details" />;
