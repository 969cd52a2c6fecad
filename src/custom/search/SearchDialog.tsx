import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Dialog,
  DialogTitle,
  InputAdornment,
  LinearProgress,
  ListItemButton,
  ListItemText,
  ListSubheader,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_KINDS, type SearchHit } from '@common/api/search';
import { hitPath } from './hitPath';
import { searchTexts as texts } from './messages';
import { useSearchAll } from './useSearchAll';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** What a hit says under its title: a file also says which data room it is in. */
const detailOf = (hit: SearchHit) => (hit.kind === 'files' && hit.round ? `${hit.detail} · ${texts.round(hit.round)}` : hit.detail);

/**
 * The search across everything: a box whose hits, grouped by kind, are a listbox the arrow
 * keys move through (the box keeps the focus, as a combobox does); Enter or a click opens
 * the hit's record, Escape closes.
 */
export const SearchDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const { q, enabled, hits, pending, error } = useSearchAll(text);
  const current = Math.min(active, hits.length - 1);
  const optionId = (index: number) => `${id}-hit-${index}`;

  const close = () => {
    setText('');
    setActive(0);
    onClose();
  };
  const openHit = (hit: SearchHit | undefined) => {
    if (!hit) return;
    close();
    void navigate(hitPath(hit));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length) setActive((current + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openHit(hits[current]);
    }
  };

  const status = !enabled ? texts.tooShort : error ? texts.failed : !pending && hits.length === 0 ? texts.none(q) : undefined;
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-label={texts.label}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      {/* Names the dialog (MUI points its aria-labelledby at the title); the box says the same to the eye. */}
      <DialogTitle sx={visuallyHidden}>{texts.label}</DialogTitle>
      <TextField
        autoFocus
        fullWidth
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        placeholder={texts.placeholder}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-label': texts.label,
            'aria-expanded': hits.length > 0,
            'aria-controls': `${id}-hits`,
            'aria-activedescendant': hits.length ? optionId(current) : undefined,
            'aria-autocomplete': 'list',
            maxLength: 100,
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ '& .MuiOutlinedInput-notchedOutline': { border: 0 }, borderBottom: 1, borderColor: 'divider' }}
      />
      <Box sx={{ height: 4 }}>{pending && <LinearProgress aria-label={texts.searching} />}</Box>
      <Box id={`${id}-hits`} role="listbox" aria-label={texts.label} sx={{ maxHeight: '60vh', overflowY: 'auto' }}>
        {SEARCH_KINDS.map((kind) => {
          const group = hits.map((hit, index) => ({ hit, index })).filter(({ hit }) => hit.kind === kind);
          if (!group.length) return null;
          return (
            <Box key={kind} role="group" aria-labelledby={`${id}-${kind}`}>
              <ListSubheader component="div" id={`${id}-${kind}`} sx={{ lineHeight: '32px' }}>
                {texts.groups[kind]}
              </ListSubheader>
              {group.map(({ hit, index }) => (
                <ListItemButton
                  dense
                  key={`${hit.kind}-${hit.id}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === current}
                  selected={index === current}
                  onMouseMove={() => setActive(index)}
                  onClick={() => openHit(hit)}
                >
                  <ListItemText
                    primary={hit.title}
                    secondary={detailOf(hit)}
                    slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                  />
                </ListItemButton>
              ))}
            </Box>
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ px: 2, py: 1.5 }}>
        {status ?? texts.hint}
      </Typography>
    </Dialog>
  );
};
