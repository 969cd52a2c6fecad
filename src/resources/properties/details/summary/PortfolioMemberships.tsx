import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Portfolio } from '@common/api/portfolios';
import { LoadErrorAlert } from '../../../../components/LoadErrorAlert';
import { detailsTexts } from '../messages';

const labels = detailsTexts.summary;
/** More than any property is in; the list is not paged here. */
const MAX_SHOWN = 100;

/** The portfolios offering this property, each a link to its details (beyond the spec, with the portfolios issue). */
export const PortfolioMemberships = ({ propertyId }: { propertyId: number }) => {
  const { data, isPending, error, refetch, isFetching } = useGetList<Portfolio>(
    'portfolios',
    { filter: { propertyId }, pagination: { page: 1, perPage: MAX_SHOWN }, sort: { field: 'title', order: 'ASC' } },
    // The card says it failed: no toast besides.
    { onError: () => undefined },
  );
  return (
    <Card variant="outlined" component="section" aria-label={labels.portfolios}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {labels.portfolios}
        </Typography>
        {error ? (
          <LoadErrorAlert message={labels.portfoliosLoadError} onRetry={() => void refetch()} retrying={isFetching} />
        ) : isPending ? null : data?.length ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {data.map((portfolio) => (
              <Chip
                key={portfolio.id}
                component={RouterLink}
                to={`/portfolios/${portfolio.id}`}
                clickable
                label={portfolio.title}
                variant="outlined"
              />
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {labels.noPortfolios}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
