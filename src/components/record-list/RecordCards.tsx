import { Box, Divider, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { ListNoResults, useListContext } from 'react-admin';
import { ListLoading } from '../ListLoading';
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
        <Box sx={{ flex: 1, minWidth: 0 }}>{cell(name, row)}</Box>
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
export const RecordCards = <Row extends ListedRow>({ config }: { config: RecordListConfig<Row> }) => {
  const { data, isPending } = useListContext<Row>();
  if (isPending) return <ListLoading label={config.texts.loading} />;
  if (!data?.length) return <ListNoResults />;
  return (
    <Box component="ul" aria-label={config.title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((row, i) => (
        <Fragment key={row.id}>
          {i > 0 && <Divider component="li" aria-hidden />}
          <Card row={row} config={config} />
        </Fragment>
      ))}
    </Box>
  );
};
