import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';
import type { AppResource } from '../types';
import { sellerMessages, sellerTexts } from './messages';

/**
 * Seller companies (spec §2 'Sellers'): the list at '/sellers', one at '/sellers/{id}', the
 * create form at '/add-seller'. The API calls them seller companies.
 */
export const sellers: AppResource = {
  name: 'sellers',
  createPath: '/add-seller',
  api: {
    path: '/seller-companies',
    updatePath: (id) => `/seller-companies?id=${encodeURIComponent(String(id))}`,
    errors: {
      getList: sellerTexts.loadError,
      getOne: sellerTexts.detailLoadError,
      create: sellerTexts.createError,
    },
  },
  list: lazy(() => import('./sellerArea').then((module) => ({ default: module.SellerList }))),
  edit: lazy(() => import('./sellerArea').then((module) => ({ default: module.SellerEdit }))),
  create: lazy(() => import('./sellerArea').then((module) => ({ default: module.SellerCreate }))),
  icon: StorefrontIcon,
  menu: { label: 'Manage Seller', create: { label: 'Add Seller', icon: AddBusinessIcon } },
  recordRepresentation: 'companyName',
  messages: sellerMessages,
};
