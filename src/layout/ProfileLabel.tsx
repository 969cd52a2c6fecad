import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Box, Typography } from '@mui/material';
import { useGetIdentity } from 'react-admin';

/** Who is logged in. The name is hidden on narrow screens; the icon keeps its label. */
export const ProfileLabel = () => {
  const { identity } = useGetIdentity();
  const name = identity?.fullName ?? '';
  return (
    <Box role="group" sx={{ display: 'flex', alignItems: 'center', gap: 1 }} aria-label={`Profile: ${name}`} title={`Profile: ${name}`}>
      <AccountCircleIcon />
      <Box sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.1 }}>
        <Typography variant="caption" component="div" sx={{ opacity: 0.8 }}>
          Profile
        </Typography>
        <Typography variant="body2" component="div" fontWeight={600} noWrap>
          {name}
        </Typography>
      </Box>
    </Box>
  );
};
