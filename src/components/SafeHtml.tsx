import { Box, type BoxProps } from '@mui/material';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

/** Shows admin-written HTML after sanitizing it (see sanitizeHtml). */
export const SafeHtml = ({ html, ...box }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box {...box} dangerouslySetInnerHTML={{ __html: clean }} />;
};
