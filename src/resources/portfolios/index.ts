import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import CollectionsIcon from '@mui/icons-material/Collections';
import { idInQuery, failureTexts } from '../resourceApi';
import type { AppResource } from '../types';
import { portfolioMessages, portfolioTexts } from './messages';
import { lazyNamed } from '../../components/lazyNamed';

/** Portfolios (spec §2 'Portfolios'): the list at '/portfolios', one at '/portfolios/{id}', the form at '/add-portfolio'. */
export const portfolios: AppResource = {
  name: 'portfolios',
  createPath: '/add-portfolio',
  api: {
    path: '/portfolios',
    updatePath: idInQuery('/portfolios'),
    errors: failureTexts(portfolioTexts),
  },
  list: lazyNamed(() => import('./list/PortfolioList'), 'PortfolioList'),
  edit: lazyNamed(() => import('./details/PortfolioEdit'), 'PortfolioEdit'),
  create: lazyNamed(() => import('./create/PortfolioCreate'), 'PortfolioCreate'),
  icon: CollectionsIcon,
  menu: { label: 'Manage Portfolio', create: { label: 'Add Portfolio', icon: CreateNewFolderIcon } },
  recordRepresentation: 'title',
  messages: portfolioMessages,
};
