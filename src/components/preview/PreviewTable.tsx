import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { Key, ReactNode } from 'react';

export interface PreviewColumn {
  key: string;
  header: string;
  /** Its cells name their rows (a row's number in the file). */
  rowHeader?: boolean;
}

export interface PreviewRow {
  key: Key;
  values: Record<string, ReactNode>;
  /** What is wrong with a cell, by column key. */
  errors?: Record<string, string | undefined>;
}

/**
 * What an upload will make of each row, before anything is written (the property import, the
 * folder upload): a cell in error marked and given its message. The table scrolls inside its
 * dialog with its header in view. With `cellId`, a cell in error can be found and focused (a list
 * of the errors links to them); with `clip`, values keep to one line and show whole on hover.
 */
export const PreviewTable = ({
  label,
  columns,
  rows,
  cellId,
  clip = false,
  maxHeight,
}: {
  label: string;
  columns: readonly PreviewColumn[];
  rows: readonly PreviewRow[];
  cellId?: (row: Key, column: string) => string;
  clip?: boolean;
  /** How tall it may grow, at each breakpoint if need be, before it scrolls. */
  maxHeight: number | Partial<Record<'xs' | 'sm', string>>;
}) => (
  // Focusable, so a keyboard can scroll it (axe: scrollable-region-focusable).
  <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ maxHeight, border: 1, borderColor: 'divider', borderRadius: 1 }}>
    <Table size="small" stickyHeader aria-label={label} sx={{ '& thead th': { whiteSpace: 'nowrap' } }}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.key}>{column.header}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ key, values, errors }) => (
          <TableRow key={key}>
            {columns.map((column) => {
              const value = values[column.key];
              const error = errors?.[column.key];
              const target = error && cellId;
              return (
                <TableCell
                  key={column.key}
                  {...(column.rowHeader && { component: 'th', scope: 'row' })}
                  id={target ? cellId(key, column.key) : undefined}
                  tabIndex={target ? -1 : undefined}
                  data-error={error ? 'true' : undefined}
                  sx={{
                    verticalAlign: 'top',
                    ...(clip ? { maxWidth: 240 } : { overflowWrap: 'anywhere' }),
                    ...(error && { bgcolor: 'action.selected', borderLeft: 3, borderLeftColor: 'error.main' }),
                    // Shown even when a click (not a key) moved the focus here: the admin follows it.
                    '&:focus': { outline: (theme) => `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
                  }}
                >
                  {clip ? (
                    <Box
                      sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                      title={typeof value === 'string' ? value : undefined}
                    >
                      {value}
                    </Box>
                  ) : (
                    value
                  )}
                  {error && <CellError error={error} alone={value === undefined} />}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

/** Alone in its cell the error reads as the cell's text; under a value, as a bold caption. */
const CellError = ({ error, alone }: { error: string; alone: boolean }) => (
  <Typography variant={alone ? 'body2' : 'caption'} component="div" color="error" sx={alone ? undefined : { fontWeight: 600 }}>
    {error}
  </Typography>
);
