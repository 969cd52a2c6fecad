import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { InboxItem } from '@common/api/inbox';
import { inboxPath } from './inboxPath';

/** The buyer or file an item is about, linking to the row where it is decided. */
export const SubjectLink = ({ item }: { item: InboxItem }) => (
  <Link component={RouterLink} to={inboxPath(item)} underline="hover" sx={{ overflowWrap: 'anywhere' }}>
    {item.subject}
  </Link>
);

/** The item's property: its reference, then its name. */
export const PropertyName = ({ item }: { item: InboxItem }) => (
  <>
    <Link component={RouterLink} to={`/properties/${item.propertyId}`} underline="hover">
      {item.propertyReference}
    </Link>{' '}
    <span>{item.propertyTitle}</span>
  </>
);
