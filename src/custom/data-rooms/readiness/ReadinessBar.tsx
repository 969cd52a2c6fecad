import { Box, Typography } from '@mui/material';
import type { ReadinessCount } from '@common/api/readiness';
import { readinessTexts } from './messages';
import { readinessLabel, readinessPercent } from './readinessFormat';

/**
 * '12/24 (50 %)' over a thin bar, green when complete; 'No data room' when nothing is expected.
 * The bar is drawn, not a progressbar: it is a figure, not something loading, and the text says it.
 */
export const ReadinessBar = ({ count }: { count: ReadinessCount | null }) => {
  const percent = count ? readinessPercent(count) : null;
  if (!count || percent === null) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {readinessTexts.noDataRoom}
      </Typography>
    );
  }
  return (
    <Box
      component="span"
      sx={{ display: 'inline-block', minWidth: 88, maxWidth: 160 }}
      title={readinessTexts.published(count.done, count.required)}
    >
      <Typography variant="body2" component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {readinessLabel(count)}
      </Typography>
      <Box
        component="span"
        aria-hidden
        sx={{ display: 'block', height: 4, mt: 0.25, borderRadius: 2, bgcolor: 'action.selected', overflow: 'hidden' }}
      >
        <Box
          component="span"
          sx={{ display: 'block', height: '100%', width: `${percent}%`, bgcolor: percent === 100 ? 'success.main' : 'primary.main' }}
        />
      </Box>
    </Box>
  );
};
