import { Title } from 'react-admin';

/** Placeholder: being built. */
export const SellerCreate = () => <Title title="SellerCreate" />;
