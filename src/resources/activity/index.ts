import HistoryIcon from '@mui/icons-material/History';
import type { AppResource } from '../types';
import { activityMessages, activityTexts } from './messages';
import { lazyNamed } from '../../components/lazyNamed';

/** The activity log (spec §2), at the spec's route '/activity-log'; read-only. */
export const activity: AppResource = {
  name: 'activity',
  routePath: '/activity-log',
  api: { path: '/activity', errors: { getList: activityTexts.loadError } },
  list: lazyNamed(() => import('./ActivityList'), 'ActivityList'),
  icon: HistoryIcon,
  menu: { label: 'Activity Log' },
  messages: activityMessages,
};
