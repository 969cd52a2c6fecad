import { Loading } from 'react-admin';
import { OPEN_TO_READERS } from '../../auth/access';

/** The screen shows its own load error: no toast, no redirect to the list. */
export const quietLoad = { onError: () => undefined };

/**
 * How every details screen (property, user, seller, agency, portfolio) loads and saves: open to
 * support staff's reading, the load quiet, the save pessimistic (the screen then shows what the
 * server stored), and no redirect after it.
 */
export const DETAILS_EDIT = {
  ...OPEN_TO_READERS,
  mutationMode: 'pessimistic',
  redirect: false,
  queryOptions: quietLoad,
  loading: <Loading />,
} as const;
