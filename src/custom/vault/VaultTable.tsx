import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface VaultTableProps<T> {
  /** The table's accessible name. */
  label: string;
  /** Said instead of a table with no rows. */
  empty: string;
  /** The header cells' texts; an empty one heads a column of buttons. */
  columns: string[];
  entries: T[] | undefined;
  /** One keyed TableRow for an entry. */
  children: (entry: T) => ReactNode;
}

/** A Vault card's list as a compact table, or the card's empty text when there is nothing to list. */
export function VaultTable<T>({ label, empty, columns, entries, children }: VaultTableProps<T>) {
  if (!entries?.length) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {columns.map((column, i) => (
              <TableCell key={i}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{entries.map(children)}</TableBody>
      </Table>
    </TableContainer>
  );
}
