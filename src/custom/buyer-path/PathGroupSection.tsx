import { Box, Chip, Link as MuiLink, List, ListItem, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { PathGroup } from '@common/api/buyer-path';
import { DateCell } from '../../resources/activity/DateCell';
import { buyerPathTexts } from './messages';
import { pathLink } from './pathLink';

/** One property the buyer touched: its name, then each event oldest first, each a link to where it happened. */
export const PathGroupSection = ({ group, buyerId }: { group: PathGroup; buyerId: number }) => {
  const headingId = `path-property-${group.propertyId}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        <MuiLink component={Link} to={`/properties/${group.propertyId}`}>
          {group.propertyReference} · {group.propertyTitle}
        </MuiLink>
      </Typography>
      <List component="ol" dense disablePadding aria-labelledby={headingId}>
        {group.events.map((event) => (
          <ListItem key={`${event.kind}-${event.itemId}-${event.at}`} divider sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}>
            <Box sx={{ minWidth: 130 }}>
              <DateCell occurredAt={event.at} inline />
            </Box>
            <Chip size="small" variant="outlined" label={buyerPathTexts.kinds[event.kind]} />
            {event.round !== null && <Chip size="small" label={buyerPathTexts.round(event.round)} />}
            <MuiLink component={Link} to={pathLink(event, group.propertyId, buyerId)} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {event.description}
            </MuiLink>
          </ListItem>
        ))}
      </List>
    </Box>
  );
};
