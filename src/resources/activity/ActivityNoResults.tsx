import { CardContent, Typography } from '@mui/material';
import { ListNoResults, useListContext } from 'react-admin';
import { activityTexts } from './messages';

/** Whether the filter's 'to' (exclusive: the start of the day after) is not after its 'from'. */
const datesReversed = ({ from, to }: { from?: string; to?: string }) => Boolean(from && to && new Date(to) <= new Date(from));

/**
 * An empty page of the log: when 'To' is before 'From' it says that this is why, instead of
 * react-admin's 'No activity entries found using the current filters.'.
 */
export const ActivityNoResults = () => {
  const filterValues = useListContext().filterValues as { from?: string; to?: string };
  if (!datesReversed(filterValues)) return <ListNoResults />;
  return (
    <CardContent>
      <Typography variant="body2">{activityTexts.datesReversed}</Typography>
    </CardContent>
  );
};
