import InboxIcon from '@mui/icons-material/Inbox';
import { lazyNamed } from '../../components/lazyNamed';
import type { AppResource } from '../types';
import { inboxMessages, inboxTexts } from './messages';
import { useInboxCounts } from './useInboxCounts';

/** Issue 32 'Inbox': what waits for an admin across all properties; first in the sidebar, with its count. */
export const inbox: AppResource = {
  name: 'inbox',
  api: { path: '/inbox', errors: { getList: inboxTexts.loadError } },
  list: lazyNamed(() => import('./InboxList'), 'InboxList'),
  icon: InboxIcon,
  menu: { label: inboxTexts.title, badge: useInboxCounts },
  messages: inboxMessages,
};
