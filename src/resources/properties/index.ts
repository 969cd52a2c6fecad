import AddHomeWorkIcon from '@mui/icons-material/AddHomeWork';
import ApartmentIcon from '@mui/icons-material/Apartment';
import { propertyOperations } from '@common/api/properties';
import { idInQuery, failureTexts } from '../resourceApi';
import type { AppResource } from '../types';
import { propertyMessages, propertyTexts } from './messages';
import { lazyNamed } from '../../components/lazyNamed';
import { propertyTabs } from './details/propertyTabs';
import { preloadTabAt } from './details/propertyTabViews';

/**
 * Properties (spec §2): the list at '/properties', the create form at the spec's
 * '/add-property', and the details screen as the edit view at '/properties/{id}/*' so its
 * tabs are deep links ('/properties/7/headers').
 */
const bulkFlags = propertyOperations.updatePropertiesFlags;

export const properties: AppResource = {
  name: 'properties',
  createPath: '/add-property',
  api: {
    path: '/properties',
    listPath: '/properties/admin',
    // The spec reads one property with `POST /properties/{id}/admin`.
    getOne: (id) => ({ method: 'POST', path: `/properties/${encodeURIComponent(String(id))}/admin`, body: {} }),
    updatePath: idInQuery('/properties/'),
    // Issue 32: the list's bulk change of flags is one request, one transaction.
    updateMany: (ids, set) => ({ method: bulkFlags.method, path: bulkFlags.path, body: { ids, set } }),
    errors: failureTexts(propertyTexts),
  },
  list: lazyNamed(() => import('./list/PropertyList'), 'PropertyList'),
  preloadPage: preloadTabAt,
  create: lazyNamed(() => import('./create/PropertyCreate'), 'PropertyCreate'),
  edit: lazyNamed(() => import('./details/PropertyDetails'), 'PropertyDetails'),
  icon: ApartmentIcon,
  menu: { label: 'Manage Properties', create: { label: 'Add Property', icon: AddHomeWorkIcon } },
  recordRepresentation: 'listingTitle',
  recordPages: Object.fromEntries(propertyTabs.filter((tab) => tab.path).map((tab) => [tab.path, tab.label])),
  messages: propertyMessages,
};
