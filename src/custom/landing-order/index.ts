import ReorderIcon from '@mui/icons-material/Reorder';
import { lazy } from 'react';
import type { CustomScreen } from '../types';

/** Spec §2 'Re-order Landing Page'. */
export const landingOrderScreen: CustomScreen = {
  path: '/reorder-landing-page',
  menu: { label: 'Re-order Landing Page', icon: ReorderIcon, after: 'properties' },
  component: lazy(() => import('./LandingOrderPage').then((module) => ({ default: module.LandingOrderPage }))),
};
