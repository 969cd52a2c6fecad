import { Card, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Title } from 'react-admin';
import { useCan } from '../../auth/useCan';
import { PropertiesLoadError } from '../../resources/properties/shared/PropertiesLoadError';
import { PropertiesLoading } from '../../resources/properties/shared/PropertiesLoading';
import { LandingOrderTable } from './LandingOrderTable';
import { landingOrderTexts } from './messages';
import { useLandingOrder } from './useLandingOrder';

const LandingOrderContent = ({ compact }: { compact: boolean }) => {
  const { rows, isPending, isError, isFetching, refetch, move } = useLandingOrder();
  if (isPending) return <PropertiesLoading />;
  if (isError || !rows) return <PropertiesLoadError onRetry={() => void refetch()} retrying={isFetching} />;
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {landingOrderTexts.empty}
      </Typography>
    );
  }
  return <LandingOrderTable rows={rows} compact={compact} onMove={move} />;
};

/** Spec §2 'Re-order Landing Page' at '/reorder-landing-page'; support staff see the order, without handles. */
export const LandingOrderPage = () => {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const canReorder = useCan('reorder');
  return (
    <>
      <Title title={landingOrderTexts.title} />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {landingOrderTexts.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {canReorder && landingOrderTexts.hint}
      </Typography>
      <Card>
        <LandingOrderContent compact={compact} />
      </Card>
    </>
  );
};
