import DomainAddIcon from '@mui/icons-material/DomainAdd';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import { idInQuery, failureTexts } from '../resourceApi';
import type { AppResource } from '../types';
import { agencyMessages, agencyTexts } from './messages';
import { lazyNamed } from '../../components/lazyNamed';

/**
 * Agencies (spec §2 'Agencies'): the list at the spec's '/agents', one at '/agencies/{id}',
 * and the Add Agency form at '/add-agent' (the sidebar's 'Add Agency').
 */
export const agencies: AppResource = {
  name: 'agencies',
  routePath: '/agents',
  createPath: '/add-agent',
  api: {
    path: '/agencies',
    updatePath: idInQuery('/agencies/'),
    errors: failureTexts(agencyTexts),
  },
  list: lazyNamed(() => import('./agencyArea'), 'AgencyList'),
  edit: lazyNamed(() => import('./agencyArea'), 'AgencyEdit'),
  create: lazyNamed(() => import('./agencyArea'), 'AgencyCreate'),
  icon: BusinessCenterIcon,
  menu: { label: 'Manage Agencies', create: { label: 'Add Agency', icon: DomainAddIcon } },
  recordRepresentation: 'agencyName',
  messages: agencyMessages,
};
