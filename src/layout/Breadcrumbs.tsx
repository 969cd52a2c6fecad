import { Breadcrumbs as MuiBreadcrumbs, Link, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { breadcrumbsFromPath } from './breadcrumbs';

export const Breadcrumbs = () => {
  const crumbs = breadcrumbsFromPath(useLocation().pathname);
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
