import { Pagination, useListContext } from 'react-admin';

/** react-admin's pager, hidden while the load failed: it would count rows that are not shown. */
export const ListPagination = () => {
  const { error } = useListContext();
  return error ? null : <Pagination />;
};
