import { Box, Card, Typography } from '@mui/material';
import { ExportAllButton } from '../ExportAllButton';
import { ListLoadError } from '../ListLoadError';
import { AddButton } from './AddButton';
import { ListActions } from './ListActions';
import { ListScreen } from './ListScreen';
import { RecordCards } from './RecordCards';
import { recordCsv } from './recordCsv';
import { RecordTable } from './RecordTable';
import type { ListedRow, RecordListConfig } from './types';

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

/**
 * A list screen of sellers, agencies or portfolios (spec §2): searched, filtered, sorted and
 * paged by the API, 25 a page, with Add and CSV export; cards on a phone.
 */
export const RecordList = <Row extends ListedRow>({ config }: { config: RecordListConfig<Row> }) => (
  <ListScreen
    resource={config.resource}
    title={config.title}
    filters={() => config.filters}
    actions={
      <ListActions>
        <AddButton to={config.addPath} label={config.texts.add} />
        <ExportAllButton<Row>
          toCsv={(rows) => recordCsv(config, rows)}
          filename={config.exportName}
          failureMessage={config.texts.loadError}
          label={config.texts.export}
        />
      </ListActions>
    }
    sort={{ field: config.nameSource, order: 'ASC' }}
    empty={<Empty text={config.texts.empty} addPath={config.addPath} addLabel={config.texts.add} />}
    error={<ListLoadError message={config.texts.loadError} />}
    cards={<RecordCards config={config} />}
    table={<RecordTable config={config} />}
  />
);
