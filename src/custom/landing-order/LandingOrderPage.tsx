import { Title } from 'react-admin';

/** Placeholder: the landing-order table is being built. */
export const LandingOrderPage = () => <Title title="Re-order Landing Page" />;
