import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ImportPreview } from '@common/api/property-import';
import { importTexts } from './messages';

/**
 * Each row of the file as it will be created, a cell in error marked with its message. The
 * table scrolls inside the dialog (both ways on a phone); its header stays in view.
 */
export const ImportPreviewTable = ({ preview, name }: { preview: ImportPreview; name: string }) => {
  // The server assigns ids: the column would always be empty.
  const columns = preview.columns.filter((column) => column.key !== 'id');
  return (
    // Focusable, so a keyboard can scroll it (axe: scrollable-region-focusable).
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={importTexts.previewOf(name)}
      sx={{ maxHeight: { xs: 'none', sm: '55vh' }, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" stickyHeader aria-label={importTexts.previewOf(name)}>
        <TableHead>
          <TableRow>
            <TableCell>{importTexts.row}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.key} sx={{ whiteSpace: 'nowrap' }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell component="th" scope="row">
                {row.line}
              </TableCell>
              {columns.map((column) => {
                const error = row.errors[column.key];
                return (
                  <TableCell
                    key={column.key}
                    data-error={error ? 'true' : undefined}
                    sx={{
                      maxWidth: 240,
                      verticalAlign: 'top',
                      ...(error && { bgcolor: 'action.selected', borderLeft: 3, borderLeftColor: 'error.main' }),
                    }}
                  >
                    <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={row.values[column.key]}>
                      {row.values[column.key]}
                    </Box>
                    {error && (
                      <Typography variant="caption" component="div" color="error" sx={{ fontWeight: 600 }}>
                        {error}
                      </Typography>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
