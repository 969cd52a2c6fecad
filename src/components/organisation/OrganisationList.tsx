import { Box, Card, Typography, useMediaQuery, type Theme } from '@mui/material';
import { List, TopToolbar } from 'react-admin';
import { ExportAllButton } from '../ExportAllButton';
import { ListLoadError } from '../ListLoadError';
import { ListPagination } from '../ListPagination';
import { AddButton } from './AddButton';
import { organisationTexts } from './messages';
import { OrganisationCards } from './OrganisationCards';
import { organisationCsv } from './organisationExport';
import { organisationFilters } from './organisationFilters';
import { OrganisationTable } from './OrganisationTable';
import type { OrganisationListConfig, OrganisationRow } from './types';

/** Shown when there are none at all; with a search or a filter set the table says none match. */
const Empty = ({ text, addPath, addLabel }: { text: string; addPath: string; addLabel: string }) => (
  <Card sx={{ mt: 2 }}>
    <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="h6" component="p" sx={{ mb: 2 }}>
        {text}
      </Typography>
      <AddButton to={addPath} label={addLabel} variant="contained" />
    </Box>
  </Card>
);

/** The inline alert says the list failed to load: a toast would only repeat it. */
const quietErrors = { onError: () => undefined };

/**
 * A seller or agency list (spec §2 'Sellers', 'Agencies'): searched, filtered, sorted and paged
 * by the API, 25 a page, with Add and CSV export; cards on a phone.
 */
export const OrganisationList = <Row extends OrganisationRow>({ config }: { config: OrganisationListConfig<Row> }) => {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const nameSort = { field: config.nameSource, order: 'ASC' as const };
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {config.title}
      </Typography>
      <List
        resource={config.resource}
        title={config.title}
        filters={organisationFilters}
        actions={
          <TopToolbar>
            <AddButton to={config.addPath} label={config.texts.add} />
            <ExportAllButton<Row>
              toCsv={(rows) => organisationCsv(config, rows)}
              filename={config.exportName}
              failureMessage={config.texts.loadError}
              label={organisationTexts.export}
            />
          </TopToolbar>
        }
        sort={nameSort}
        perPage={25}
        pagination={<ListPagination />}
        empty={<Empty text={config.texts.empty} addPath={config.addPath} addLabel={config.texts.add} />}
        error={<ListLoadError message={config.texts.loadError} />}
        queryOptions={quietErrors}
      >
        {compact ? <OrganisationCards config={config} /> : <OrganisationTable config={config} />}
      </List>
    </>
  );
};
