import { Alert, Stack } from '@mui/material';
import type { Identifier } from 'react-admin';
import { useCan } from '../../auth/useCan';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { TabLoading } from '../../components/details/TabLoading';
import { AddContentBlockForm } from './AddContentBlockForm';
import { ContentBlockList } from './ContentBlockList';
import { informationTexts } from './messages';
import { useContentItems } from './useContentItems';

/**
 * The Information tab of the property details (spec §2): the property's content blocks, then
 * the form that adds one. The form waits for the list, since a new block's place follows the
 * last one's. Support staff, who add nothing, get no form.
 */
export const InformationTab = ({ propertyId: routeId }: { propertyId: Identifier }) => {
  // The address gives the id as text; the API's bodies want the number.
  const propertyId = Number(routeId);
  const { rows: items, isPending, error, isFetching, reload: refresh, move } = useContentItems(propertyId);
  const canCreate = useCan('create');

  if (isPending) return <TabLoading text={informationTexts.loading} />;
  if (error || !items) {
    return (
      <LoadErrorAlert
        message={informationTexts.loadError}
        onRetry={() => void refresh()}
        retrying={isFetching}
        retryLabel={informationTexts.retry}
      />
    );
  }

  return (
    // The blocks' two-column layout follows this box's width, not the window's.
    <Stack spacing={3} sx={{ containerType: 'inline-size' }}>
      {items.length === 0 ? (
        <Alert severity="info">{informationTexts.empty}</Alert>
      ) : (
        <ContentBlockList items={items} onMove={move} onChanged={() => void refresh()} />
      )}
      {canCreate && <AddContentBlockForm propertyId={propertyId} items={items} onAdded={() => void refresh()} />}
    </Stack>
  );
};
