import { SelectInput, type SelectInputProps } from 'react-admin';

/** What a lookup's query hook answers (useQuery's result, or one shaped like it). */
interface ChoicesQuery {
  data?: readonly object[];
  isPending: boolean;
}

/** react-admin's SelectInput over a query's rows: no choices, and its loading state, until they arrive. */
export const QuerySelectInput = ({ query, ...props }: Omit<SelectInputProps, 'choices' | 'isPending'> & { query: ChoicesQuery }) => (
  <SelectInput {...props} choices={query.data ? [...query.data] : []} isPending={query.isPending} />
);
