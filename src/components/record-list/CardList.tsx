import { Box, Divider } from '@mui/material';
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { ListNoResults, useListContext, type RaRecord } from 'react-admin';

/**
 * A list's rows on a narrow screen, one card each, as a labelled list: a table's columns cannot
 * fit in 400 px and would make the whole page scroll sideways.
 */
export const CardList = <Row extends RaRecord>({
  label,
  loading,
  card,
  empty = <ListNoResults />,
}: {
  label: string;
  loading: ReactNode;
  /** One row's card, an `li`. */
  card: (row: Row) => ReactElement;
  /** What an empty page says (react-admin's 'No results found' by default). */
  empty?: ReactNode;
}) => {
  const { data, isPending } = useListContext<Row>();
  if (isPending) return loading;
  if (!data?.length) return empty;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((row, i) => (
        <Fragment key={row.id}>
          {i > 0 && <Divider component="li" aria-hidden />}
          {card(row)}
        </Fragment>
      ))}
    </Box>
  );
};
