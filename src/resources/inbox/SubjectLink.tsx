import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { InboxItem } from '@common/api/inbox';
import { inboxPath } from './inboxPath';

/** The buyer or file an item is about, linking to the row where it is decided; underlined, as a card writes it after its label. */
export const SubjectLink = ({ item }: { item: InboxItem }) => (
  <Link component={RouterLink} to={inboxPath(item)} underline="always" sx={{ overflowWrap: 'anywhere' }}>
    {item.subject}
  </Link>
);

/** The item's property: its reference, underlined as a link beside the name's plain text (WCAG 1.4.1), then its name. */
export const PropertyName = ({ item }: { item: InboxItem }) => (
  <>
    <Link component={RouterLink} to={`/properties/${item.propertyId}`} underline="always">
      {item.propertyReference}
    </Link>{' '}
    <span>{item.propertyTitle}</span>
  </>
);
