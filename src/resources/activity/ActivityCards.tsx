import { Typography } from '@mui/material';
import { CardList } from '../../components/record-list/CardList';
import { CardsLoading } from '../../components/record-list/CardsLoading';
import { Labelled } from '../../components/record-list/Labelled';
import { ActivityNoResults } from './ActivityNoResults';
import { CommentsCell } from './CommentsCell';
import { DatedCard } from './DatedCard';
import { activityTexts } from './messages';
import { NatureChip } from './NatureChip';
import { PersonCell } from './PersonCell';
import { PropertyCell } from './PropertyCell';
import { StatusChip } from './StatusChip';
import type { ActivityEntry } from './types';

const columns = activityTexts.columns;

const EntryCard = ({ entry }: { entry: ActivityEntry }) => (
  <DatedCard
    chips={
      <>
        <NatureChip nature={entry.nature} audit={entry.source === 'audit'} />
        <StatusChip status={entry.statusDescription} />
      </>
    }
    at={entry.occurredAt}
  >
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
  </DatedCard>
);

/**
 * The same entries on a narrow screen, one card each with every column's value labelled:
 * seven columns cannot fit in 400 px and would make the whole page scroll sideways.
 */
const states = { loading: <CardsLoading height={96} />, empty: <ActivityNoResults /> };

export const ActivityCards = () => (
  <CardList<ActivityEntry> label={activityTexts.title} card={(entry) => <EntryCard entry={entry} />} {...states} />
);
