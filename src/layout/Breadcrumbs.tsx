import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { breadcrumbsFromPath } from './breadcrumbs';

export const Breadcrumbs = () => {
  const crumbs = breadcrumbsFromPath(useLocation().pathname);
  return (
    <MuiBreadcrumbs aria-label="breadcrumb" sx={{ color: 'inherit', '& .MuiBreadcrumbs-separator': { color: 'inherit' }, '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' } }}>
      {crumbs.map((crumb, i) =>
        i === crumbs.length - 1 ? (
          <Typography key={crumb.to} color="inherit" fontWeight={600} aria-current="page" noWrap>
            {crumb.label}
          </Typography>
        ) : (
          <Link key={crumb.to} component={RouterLink} to={crumb.to} color="inherit" underline="hover" noWrap>
            {crumb.label}
          </Link>
        ),
      )}
    </MuiBreadcrumbs>
  );
};
