import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import CollectionsIcon from '@mui/icons-material/Collections';
import { lazy } from 'react';
import type { AppResource } from '../types';
import { portfolioMessages, portfolioTexts } from './messages';

/** Portfolios (spec §2 'Portfolios'): the list at '/portfolios', one at '/portfolios/{id}', the form at '/add-portfolio'. */
export const portfolios: AppResource = {
  name: 'portfolios',
  createPath: '/add-portfolio',
  api: {
    path: '/portfolios',
    updatePath: (id) => `/portfolios?id=${encodeURIComponent(String(id))}`,
    errors: {
      getList: portfolioTexts.loadError,
      getOne: portfolioTexts.detailLoadError,
      create: portfolioTexts.createError,
      update: portfolioTexts.updateError,
    },
  },
  list: lazy(() => import('./list/PortfolioList').then((module) => ({ default: module.PortfolioList }))),
  edit: lazy(() => import('./details/PortfolioEdit').then((module) => ({ default: module.PortfolioEdit }))),
  create: lazy(() => import('./create/PortfolioCreate').then((module) => ({ default: module.PortfolioCreate }))),
  icon: CollectionsIcon,
  menu: { label: 'Manage Portfolio', create: { label: 'Add Portfolio', icon: CreateNewFolderIcon } },
  recordRepresentation: 'title',
  messages: portfolioMessages,
};
