import { useListContext } from 'react-admin';
import { PropertiesLoadError } from '../shared/PropertiesLoadError';

/** The list's load failure with a retry of the same page, sort and filters. */
export const PropertyListError = () => {
  const { refetch, isFetching } = useListContext();
  return <PropertiesLoadError onRetry={() => void refetch()} retrying={!!isFetching} />;
};
