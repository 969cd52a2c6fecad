import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { UploadKind, UploadRule } from '@common/api/uploads';
import type { AppDataProvider } from '../../dataProviderTypes';

/** What an upload takes and how large (GET /uploads/rules, read once per session); undefined until known. */
export function useUploadRule(kind: UploadKind): UploadRule | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['uploads', 'rules'],
    queryFn: ({ signal }) => dataProvider.getUploadRules({}, { signal }),
    staleTime: Infinity,
    // Without the rules the picker offers any file and the server judges it: no retries, no toast.
    retry: false,
  });
  return data?.[kind];
}
