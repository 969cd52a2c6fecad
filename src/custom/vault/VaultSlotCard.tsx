import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** One titled slot of the Vault tab (spec §2), a section named by its title. */
export const VaultSlotCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const titleId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
