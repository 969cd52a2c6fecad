import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { searchTexts as texts } from './messages';
import { SearchDialog } from './SearchDialog';

/**
 * The top bar's search: a box-like button (an icon on a phone) and Ctrl+K / ⌘K anywhere,
 * both opening the search across everything.
 */
export const GlobalSearch = () => {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        startIcon={<SearchIcon />}
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        sx={{
          display: { xs: 'none', md: 'inline-flex' },
          borderColor: 'rgba(255,255,255,0.5)',
          textTransform: 'none',
          minWidth: 200,
          justifyContent: 'flex-start',
        }}
      >
        <Box component="span" sx={{ flex: 1, textAlign: 'left' }}>
          {texts.open}
        </Box>
        <Box component="kbd" sx={{ fontFamily: 'inherit', fontSize: '0.75rem', opacity: 0.8 }}>
          {texts.shortcut}
        </Box>
      </Button>
      <Tooltip title={texts.open}>
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={texts.open} sx={{ display: { md: 'none' } }}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {open && <SearchDialog open onClose={() => setOpen(false)} />}
    </>
  );
};
