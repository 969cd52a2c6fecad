import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { FilterField } from './FilterField';
import type { RequestKindFilter } from './extDdFilter';
import { dataRoomTexts } from './messages';

const texts = dataRoomTexts.extDd;
const KINDS: RequestKindFilter[] = ['all', 'file', 'text'];

/** The External Due Diligence tab's filters: words in a request, and which kind of request. */
export const RequestFilters = ({
  filter,
  onFilter,
  kind,
  onKind,
}: {
  filter: string;
  onFilter: (filter: string) => void;
  kind: RequestKindFilter;
  onKind: (kind: RequestKindFilter) => void;
}) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
    <FilterField label={texts.filter} value={filter} onChange={onFilter} />
    <ToggleButtonGroup
      size="small"
      exclusive
      value={kind}
      onChange={(_event, chosen: RequestKindFilter | null) => chosen && onKind(chosen)}
      aria-label={texts.kindFilter}
    >
      {KINDS.map((option) => (
        <ToggleButton key={option} value={option}>
          {texts.kindOptions[option]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  </Stack>
);
