import { Title } from 'react-admin';

/** Placeholder: being built. */
export const AgencyList = () => <Title title="AgencyList" />;
