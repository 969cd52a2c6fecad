import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import AddHomeWorkIcon from '@mui/icons-material/AddHomeWork';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import CollectionsIcon from '@mui/icons-material/Collections';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DomainAddIcon from '@mui/icons-material/DomainAdd';
import HistoryIcon from '@mui/icons-material/History';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ReorderIcon from '@mui/icons-material/Reorder';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ComponentType } from 'react';
import type { AppAction } from '../auth/access';

export interface MenuEntry {
  to: string;
  label: string;
  icon: ComponentType;
  /** Shown only to users who may do this (support staff may not create: no Add links). */
  needs?: AppAction;
}

/** Spec §2 'Layout': the sidebar links, in the spec's order and wording. */
export const menuItems: MenuEntry[] = [
  { to: '/properties', label: 'Manage Properties', icon: ApartmentIcon },
  { to: '/reorder-landing-page', label: 'Re-order Landing Page', icon: ReorderIcon },
  { to: '/add-property', label: 'Add Property', icon: AddHomeWorkIcon, needs: 'create' },
  { to: '/users', label: 'Manage Users', icon: PeopleIcon },
  { to: '/add-user', label: 'Add User', icon: PersonAddIcon, needs: 'create' },
  { to: '/sellers', label: 'Manage Seller', icon: StorefrontIcon },
  { to: '/add-seller', label: 'Add Seller', icon: AddBusinessIcon, needs: 'create' },
  { to: '/agents', label: 'Manage Agencies', icon: BusinessCenterIcon },
  { to: '/add-agent', label: 'Add Agency', icon: DomainAddIcon, needs: 'create' },
  { to: '/activity-log', label: 'Activity Log', icon: HistoryIcon },
  { to: '/portfolios', label: 'Manage Portfolio', icon: CollectionsIcon },
  { to: '/add-portfolio', label: 'Add Portfolio', icon: CreateNewFolderIcon, needs: 'create' },
];
