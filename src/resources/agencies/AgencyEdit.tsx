import { Title } from 'react-admin';

/** Placeholder: being built. */
export const AgencyEdit = () => <Title title="AgencyEdit" />;
