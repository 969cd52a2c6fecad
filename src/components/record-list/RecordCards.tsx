import { Box, Stack, Typography } from '@mui/material';
import { ListLoading } from '../ListLoading';
import { CardList } from './CardList';
import type { ListedRow, RecordColumn, RecordListConfig } from './types';

const cell = <Row extends ListedRow>(column: RecordColumn<Row>, row: Row) =>
  column.render ? column.render(row) : ((row[column.source] as string | null) ?? '');

const Card = <Row extends ListedRow>({ row, config }: { row: Row; config: RecordListConfig<Row> }) => {
  const name = config.columns.find((column) => column.source === config.nameSource)!;
  const headline = config.columns.filter((column) => column.headline);
  const lines = config.columns.filter((column) => column !== name && column.source !== 'id' && !column.headline);
  return (
    <Stack component="li" spacing={0.5} sx={{ px: 2, py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{cell(name, row)}</Box>
        <Typography variant="caption" color="text.secondary">
          #{row.id}
        </Typography>
        {headline.map((column) => (
          <Box key={column.source} sx={{ display: 'contents' }}>
            {cell(column, row)}
          </Box>
        ))}
      </Stack>
      {lines.map((column) => (
        <Typography key={column.source} variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
            {column.label}:
          </Box>
          {cell(column, row)}
        </Typography>
      ))}
    </Stack>
  );
};

/**
 * The same rows on a narrow screen, one card each with every column's value labelled: seven
 * columns cannot fit in 400 px and would make the whole page scroll sideways.
 */
export const RecordCards = <Row extends ListedRow>({ config }: { config: RecordListConfig<Row> }) => (
  <CardList<Row>
    label={config.title}
    loading={<ListLoading label={config.texts.loading} />}
    card={(row) => <Card row={row} config={config} />}
  />
);
