import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { useMemo, type ReactElement } from 'react';
import { List, type ListProps, type SortPayload } from 'react-admin';
import { ListPagination } from '../ListPagination';

/** The inline alert says the list failed to load: a toast would only repeat it. */
const quietErrors = { onError: () => undefined };

interface ListScreenProps {
  title: string;
  /** Set where the screen is not the route's own resource. */
  resource?: string;
  /** Built for the width: a phone folds some filters away. */
  filters?: (compact: boolean) => ReactElement[];
  actions: ReactElement;
  sort: SortPayload;
  empty: ListProps['empty'];
  error: ReactElement;
  /** The rows on a phone, where the table's columns cannot fit. */
  cards: ReactElement;
  table: ReactElement;
}

/**
 * A list screen of the spec's §2 shape: a heading, then rows searched, filtered, sorted and
 * paged by the API, 25 a page; cards on a phone.
 */
export const ListScreen = ({ title, resource, filters, actions, sort, empty, error, cards, table }: ListScreenProps) => {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const builtFilters = useMemo(() => filters?.(compact), [filters, compact]);
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <List
        resource={resource}
        title={title}
        filters={builtFilters}
        actions={actions}
        sort={sort}
        perPage={25}
        pagination={<ListPagination />}
        empty={empty}
        error={error}
        queryOptions={quietErrors}
      >
        {compact ? cards : table}
      </List>
    </>
  );
};
