import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ActiveBadge } from '../../components/organisation/activeStatus';
import { ListLoading } from '../../components/ListLoading';
import { CardList } from '../../components/record-list/CardList';
import { userTexts } from './messages';
import type { UserRecord } from './types';
import { UserNameLink } from './UserNameLink';

const columns = userTexts.columns;

/** A labelled value on a phone, where the table's column header is not there to name it. */
const Labelled = ({ label, children }: { label: string; children: ReactNode }) => (
  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {label}:
    </Box>{' '}
    {children}
  </Typography>
);

const UserCard = ({ user }: { user: UserRecord }) => (
  <Stack component="li" spacing={0.5} sx={{ px: 2, py: 1.5 }}>
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center' }}>
      <UserNameLink user={user} />
      <Typography variant="caption" color="text.secondary">
        #{user.id}
      </Typography>
      <Box sx={{ flex: 'none', ml: 'auto' }}>
        <ActiveBadge isActive={user.isActive} />
      </Box>
    </Stack>
    <Typography variant="body2" color="text.secondary">
      {[user.userRoleType, user.agencyName].filter(Boolean).join(' · ')}
    </Typography>
    <Labelled label={columns.email}>{user.emailAddress}</Labelled>
    {user.cellNumber && <Labelled label={columns.phone}>{user.cellNumber}</Labelled>}
  </Stack>
);

/**
 * The same users on a narrow screen, one card each with every column's value: six columns
 * cannot fit in 400 px and would make the whole page scroll sideways.
 */
export const UserCards = () => (
  <CardList<UserRecord>
    label={userTexts.listTitle}
    loading={<ListLoading label={userTexts.loading} />}
    card={(user) => <UserCard user={user} />}
  />
);
