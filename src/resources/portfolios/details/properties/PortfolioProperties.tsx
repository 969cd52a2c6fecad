import { Box, Card, CardContent, Stack, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext } from 'react-admin';
import { PORTFOLIO_PROPERTIES_MAX, type Portfolio, type PortfolioProperty } from '@common/api/portfolios';
import { useCan } from '../../../../auth/useCan';
import { SortableTable } from '../../../../components/dnd/SortableTable';
import { ListLoading } from '../../../../components/ListLoading';
import { LoadErrorAlert } from '../../../../components/LoadErrorAlert';
import { foldingColumnsSx, hideBelow } from '../../../../components/responsiveTable';
import { portfolioTexts } from '../../messages';
import { PortfolioPropertyRow } from './PortfolioPropertyRow';
import { PropertyPicker } from './PropertyPicker';
import { usePortfolioProperties } from './usePortfolioProperties';

const texts = portfolioTexts.properties;
const { columns } = texts;

const Head = () => (
  <TableHead>
    <TableRow>
      <TableCell padding="checkbox" aria-label={columns.drag} />
      <TableCell align="right">{columns.position}</TableCell>
      <TableCell>{columns.reference}</TableCell>
      <TableCell>{columns.name}</TableCell>
      <TableCell className={hideBelow('sm')}>{columns.location}</TableCell>
      <TableCell className={hideBelow('md')}>{columns.status}</TableCell>
      <TableCell padding="checkbox" aria-label={columns.remove} />
    </TableRow>
  </TableHead>
);

/** `rows` with the one at `from` moved to `to` (zero-based, as the drag library reports a drop). */
const moved = <T,>(rows: T[], from: number, to: number) => {
  const next = rows.filter((_, i) => i !== from);
  next.splice(to, 0, rows[from]);
  return next;
};

/**
 * Beyond the spec: the properties the portfolio offers, added by search, removed, and ordered by
 * drag and drop; support staff see the list alone.
 */
export const PortfolioProperties = () => {
  const record = useRecordContext<Portfolio>();
  const { rows, isPending, error, isFetching, refetch, save } = usePortfolioProperties(Number(record?.id));
  const canEdit = useCan('edit');
  const taken = new Set(rows?.map((row) => row.id));
  const add = (row: PortfolioProperty) => rows && !taken.has(row.id) && save([...rows, row]);
  // A removed property loses its place in the order, so removing is confirmed first.
  const [removing, setRemoving] = useState<PortfolioProperty | null>(null);
  const remove = () => {
    if (rows && removing) save(rows.filter((other) => other.id !== removing.id));
    setRemoving(null);
  };
  return (
    <Card component="section" aria-labelledby="portfolio-properties" sx={{ mb: 2 }}>
      <CardContent component={Stack} spacing={2}>
        <Typography id="portfolio-properties" variant="h6" component="h2">
          {texts.section}
        </Typography>
        {canEdit && <PropertyPicker taken={taken} disabled={!rows || rows.length >= PORTFOLIO_PROPERTIES_MAX} onAdd={add} />}
        {isPending ? (
          <ListLoading label={texts.section} />
        ) : error || !rows ? (
          <LoadErrorAlert message={texts.loadError} onRetry={() => void refetch()} retrying={isFetching} />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">{texts.none}</Typography>
        ) : (
          <>
            {canEdit && (
              <Typography variant="body2" color="text.secondary">
                {texts.hint}
              </Typography>
            )}
            <Box sx={foldingColumnsSx}>
              <SortableTable
                droppableId="portfolio-properties"
                label={texts.table}
                head={<Head />}
                onMove={(from, to) => save(moved(rows, from, to))}
              >
                {rows.map((row, index) => (
                  <PortfolioPropertyRow key={row.id} row={row} index={index} onRemove={canEdit ? () => setRemoving(row) : undefined} />
                ))}
              </SortableTable>
            </Box>
          </>
        )}
      </CardContent>
      <Confirm
        isOpen={removing !== null}
        title={removing ? texts.confirmRemoveTitle(removing.propertyReference) : ''}
        content={removing ? texts.confirmRemoveContent(removing.listingTitle) : ''}
        confirm={texts.confirmRemove}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
};
