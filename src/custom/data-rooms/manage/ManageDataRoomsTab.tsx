import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useRecordContext, type Identifier } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { dataRoomTexts } from '../view/messages';
import { NotBuiltNotice } from '../view/NotBuiltNotice';
import { MissingDocuments } from '../readiness/MissingDocuments';
import { ManageRound } from './ManageRound';

const ROUNDS = [1, 2] as const;

/**
 * Spec §2 'Manage Datarooms tab': the collapsible sections 'Round 1 - Virtual Data Room' and
 * 'Round 2 - Due Diligence', where an admin uploads files, publishes or rejects them, shows or
 * hides rows and raises external requests. Round 1 opens with the tab (round 2 for a link to one of its files); a section's round loads
 * when it is first opened.
 */
export const ManageDataRoomsTab = ({ propertyId }: { propertyId: Identifier }) => {
  const record = useRecordContext<{ id: Identifier; checklist: string | null }>();
  // A link to a file of round 2 (the inbox's) opens that round instead.
  const opened = new URLSearchParams(useLocation().search).get('round') === '2' ? 2 : 1;
  if (!record?.checklist) return <NotBuiltNotice />;
  return (
    <Box>
      {ROUNDS.map((round) => (
        <Accordion key={round} defaultExpanded={round === opened} slotProps={{ transition: { unmountOnExit: true } }} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`round-${round}-content`} id={`round-${round}-header`}>
            <Typography component="h2" variant="h6">
              {dataRoomTexts.rounds[round].name}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`round-${round}-content`} sx={{ px: { xs: 0, sm: 2 } }}>
            <ManageRound propertyId={propertyId} round={round} />
          </AccordionDetails>
        </Accordion>
      ))}
      <MissingDocuments propertyId={propertyId} />
    </Box>
  );
};
