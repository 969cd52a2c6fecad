import { Title } from 'react-admin';

/** Placeholder: being built. */
export const SellerEdit = () => <Title title="SellerEdit" />;
