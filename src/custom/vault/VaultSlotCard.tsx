import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
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

/**
 * A slot's form: the slot says itself what is missing (no browser bubbles), and its submit
 * button reads `submitting` while busy. Its parts line up at the left, or take the card's
 * width when `wide` (a drop zone).
 */
export const SlotForm = ({
  onSubmit,
  busy,
  texts,
  wide = false,
  children,
}: {
  onSubmit: () => void;
  busy: boolean;
  texts: { submit: string; submitting: string };
  wide?: boolean;
  children: ReactNode;
}) => (
  <Box
    component="form"
    noValidate
    onSubmit={(event) => {
      event.preventDefault();
      onSubmit();
    }}
  >
    <Stack spacing={2} sx={{ alignItems: wide ? 'stretch' : 'flex-start' }}>
      {children}
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? texts.submitting : texts.submit}
        </Button>
      </Box>
    </Stack>
  </Box>
);
