import { Box, Stack, Typography } from '@mui/material';
import { CardList } from '../../components/record-list/CardList';
import { CardsLoading } from '../../components/record-list/CardsLoading';
import { Labelled } from '../../components/record-list/Labelled';
import { ActivityNoResults } from './ActivityNoResults';
import { CommentsCell } from './CommentsCell';
import { DateCell } from './DateCell';
import { activityTexts } from './messages';
import { NatureChip } from './NatureChip';
import { PersonCell } from './PersonCell';
import { PropertyCell } from './PropertyCell';
import { StatusChip } from './StatusChip';
import type { ActivityEntry } from './types';

const columns = activityTexts.columns;

const EntryCard = ({ entry }: { entry: ActivityEntry }) => (
  <Stack component="li" spacing={0.75} sx={{ px: 2, py: 1.5 }}>
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <NatureChip nature={entry.nature} audit={entry.source === 'audit'} />
      <StatusChip status={entry.statusDescription} />
      <Box sx={{ ml: 'auto' }}>
        <DateCell occurredAt={entry.occurredAt} inline />
      </Box>
    </Stack>
    <Labelled label={columns.property}>
      <PropertyCell entry={entry} />
    </Labelled>
    <Labelled label={columns.addedBy}>
      <PersonCell entry={entry} person="addedBy" />
    </Labelled>
    <Labelled label={columns.user}>
      <PersonCell entry={entry} person="user" />
    </Labelled>
    {(entry.comments || entry.changes) && (
      <Typography variant="body2" component="div">
        <CommentsCell entry={entry} />
      </Typography>
    )}
  </Stack>
);

/**
 * The same entries on a narrow screen, one card each with every column's value labelled:
 * seven columns cannot fit in 400 px and would make the whole page scroll sideways.
 */
const states = { loading: <CardsLoading height={96} />, empty: <ActivityNoResults /> };

export const ActivityCards = () => (
  <CardList<ActivityEntry> label={activityTexts.title} card={(entry) => <EntryCard entry={entry} />} {...states} />
);
