import { Breadcrumbs as MuiBreadcrumbs, Link, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useGetRecordRepresentation, type RaRecord } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { customScreens } from '../custom';
import { resources } from '../resources';
import { breadcrumbsFromPath, crumbNamesOf, type Crumb } from './breadcrumbs';

const names = crumbNamesOf(resources, customScreens);

/**
 * The record at '/{resource}/{id}' as the screen has read it, from react-query's cache, never
 * fetched here: any getOne of it (a screen may file its details under a meta of their own, a list
 * files each row), the freshest; undefined until one has been read.
 */
function useReadRecord(resource: string, id: string): RaRecord | undefined {
  const cache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (changed) => cache.subscribe(changed),
    () =>
      cache
        .findAll({ queryKey: [resource, 'getOne'] })
        .filter((query) => (query.queryKey[2] as { id?: string } | undefined)?.id === id && query.state.data !== undefined)
        .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)[0]?.state.data as RaRecord | undefined,
  );
}

/** A record's crumb reads its name once the screen has the record; its id until then. */
const RecordLabel = ({ resource, id }: NonNullable<Crumb['record']>) => {
  const record = useReadRecord(resource, id);
  const represent = useGetRecordRepresentation(resource);
  return <>{record ? represent(record) : id}</>;
};

export const Breadcrumbs = () => {
  const crumbs = breadcrumbsFromPath(useLocation().pathname, names);
  // On a phone the top bar has room for the current page only; the rest folds into '…'.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <MuiBreadcrumbs
      aria-label="breadcrumb"
      maxItems={narrow ? 2 : 8}
      itemsBeforeCollapse={narrow ? 0 : 1}
      itemsAfterCollapse={1}
      sx={{
        color: 'inherit',
        '& .MuiBreadcrumbs-separator': { color: 'inherit' },
        '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
        '& .MuiBreadcrumbs-li:last-of-type': { minWidth: 0 },
      }}
    >
      {crumbs.map((crumb, i) => {
        const label = crumb.record ? <RecordLabel {...crumb.record} /> : crumb.label;
        return i === crumbs.length - 1 ? (
          <Typography key={crumb.to} color="inherit" fontWeight={600} aria-current="page" noWrap>
            {label}
          </Typography>
        ) : (
          <Link key={crumb.to} component={RouterLink} to={crumb.to} color="inherit" underline="hover" noWrap>
            {label}
          </Link>
        );
      })}
    </MuiBreadcrumbs>
  );
};
