import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { idInQuery, failureTexts } from '../resourceApi';
import type { AppResource } from '../types';
import { sellerMessages, sellerTexts } from './messages';
import { lazyNamed } from '../../components/lazyNamed';

/**
 * Seller companies (spec §2 'Sellers'): the list at '/sellers', one at '/sellers/{id}', the
 * create form at '/add-seller'. The API calls them seller companies.
 */
export const sellers: AppResource = {
  name: 'sellers',
  createPath: '/add-seller',
  api: {
    path: '/seller-companies',
    updatePath: idInQuery('/seller-companies'),
    errors: failureTexts(sellerTexts),
  },
  list: lazyNamed(() => import('./sellerArea'), 'SellerList'),
  edit: lazyNamed(() => import('./sellerArea'), 'SellerEdit'),
  create: lazyNamed(() => import('./sellerArea'), 'SellerCreate'),
  icon: StorefrontIcon,
  menu: { label: 'Manage Seller', create: { label: 'Add Seller', icon: AddBusinessIcon } },
  recordRepresentation: 'companyName',
  messages: sellerMessages,
};
