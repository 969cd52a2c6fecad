import { Title } from 'react-admin';

/** Placeholder: being built. */
export const SellerList = () => <Title title="SellerList" />;
