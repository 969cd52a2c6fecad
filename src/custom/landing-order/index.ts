import ReorderIcon from '@mui/icons-material/Reorder';
import type { CustomScreen } from '../types';
import { lazyNamed } from '../../components/lazyNamed';

/** Spec §2 'Re-order Landing Page'. */
export const landingOrderScreen: CustomScreen = {
  path: '/reorder-landing-page',
  menu: { label: 'Re-order Landing Page', icon: ReorderIcon, after: 'properties' },
  component: lazyNamed(() => import('./LandingOrderPage'), 'LandingOrderPage'),
};
