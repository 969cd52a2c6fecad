import { Stack } from '@mui/material';
import type { InboxItem } from '@common/api/inbox';
import { CardList } from '../../components/record-list/CardList';
import { CardsLoading } from '../../components/record-list/CardsLoading';
import { Labelled } from '../../components/record-list/Labelled';
import { DatedCard } from '../activity/DatedCard';
import { InboxActions } from './InboxActions';
import { KindChip } from './KindChip';
import { inboxTexts } from './messages';
import { PropertyName, SubjectLink } from './SubjectLink';

const columns = inboxTexts.columns;

const ItemCard = ({ item }: { item: InboxItem }) => (
  <DatedCard chips={<KindChip kind={item.kind} />} at={item.waitingSince}>
    <Labelled label={columns.property}>
      <PropertyName item={item} />
    </Labelled>
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <Labelled label={columns.subject}>
        <SubjectLink item={item} />
      </Labelled>
      <InboxActions item={item} />
    </Stack>
  </DatedCard>
);

/** The same items on a narrow screen, one card each. */
export const InboxCards = () => (
  <CardList<InboxItem> label={inboxTexts.title} card={(item) => <ItemCard item={item} />} loading={<CardsLoading height={80} />} />
);
