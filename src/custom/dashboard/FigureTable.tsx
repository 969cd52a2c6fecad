import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatCount } from './messages';

interface FigureRow {
  key: string | number;
  /** What the row counts; a link to the list of it. */
  label: string;
  to: string;
  /** The row's figures, counts right-aligned. */
  values: (number | string)[];
  /** Its series' colour in the chart, when the table is the chart's legend. */
  color?: string;
}

interface FigureTableProps {
  /** The table's name for screen readers: the chart's title. */
  label: string;
  headers: string[];
  rows: FigureRow[];
}

/** A chart's figures as a small table, each row's label a link to the list it counts: what a keyboard and a screen reader use. */
export const FigureTable = ({ label, headers, rows }: FigureTableProps) => (
  <Table size="small" aria-label={label}>
    <TableHead>
      <TableRow>
        {headers.map((header, i) => (
          <TableCell key={header} align={i === 0 ? 'left' : 'right'}>
            {header}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>
      {rows.map((row) => (
        <TableRow key={row.key}>
          <TableCell component="th" scope="row">
            {row.color && (
              <Box
                component="span"
                aria-hidden
                sx={{ display: 'inline-block', width: 12, height: 12, mr: 1, bgcolor: row.color, verticalAlign: 'middle' }}
              />
            )}
            <Link component={RouterLink} to={row.to}>
              {row.label}
            </Link>
          </TableCell>
          {row.values.map((value, i) => (
            <TableCell key={i} align="right">
              {typeof value === 'number' ? formatCount(value) : value}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
