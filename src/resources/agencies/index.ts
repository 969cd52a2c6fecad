import DomainAddIcon from '@mui/icons-material/DomainAdd';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import { lazy } from 'react';
import type { AppResource } from '../types';
import { agencyMessages, agencyTexts } from './messages';

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
    updatePath: (id) => `/agencies/?id=${encodeURIComponent(String(id))}`,
    errors: {
      getList: agencyTexts.loadError,
      getOne: agencyTexts.detailLoadError,
      create: agencyTexts.createError,
      update: agencyTexts.updateError,
    },
  },
  list: lazy(() => import('./agencyArea').then((module) => ({ default: module.AgencyList }))),
  edit: lazy(() => import('./agencyArea').then((module) => ({ default: module.AgencyEdit }))),
  create: lazy(() => import('./agencyArea').then((module) => ({ default: module.AgencyCreate }))),
  icon: BusinessCenterIcon,
  menu: { label: 'Manage Agencies', create: { label: 'Add Agency', icon: DomainAddIcon } },
  recordRepresentation: 'agencyName',
  messages: agencyMessages,
};
