import { Box, TextField, Typography } from '@mui/material';
import { fullRow } from './FormSection';
import { propertyFormTexts } from './propertyFormTexts';
import type { Agent } from './propertyTypes';

const texts = propertyFormTexts.currentAgent;

/** Spec §2 Headers tab: the property's current agent, read-only. */
export const CurrentAgentDetails = ({ agent }: { agent: Agent }) => {
  const fields = [
    { label: texts.firstName, value: agent.firstName },
    { label: texts.lastName, value: agent.lastName },
    { label: texts.email, value: agent.emailAddress },
    { label: texts.phone, value: agent.cellNumber ?? '' },
  ];
  return (
    <Box component="section" aria-label={texts.title} sx={{ ...fullRow, mt: 1 }}>
      <Typography variant="subtitle2" color="text.secondary">
        {texts.title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
        {fields.map(({ label, value }) => (
          <TextField key={label} label={label} value={value} slotProps={{ htmlInput: { readOnly: true } }} />
        ))}
      </Box>
    </Box>
  );
};
