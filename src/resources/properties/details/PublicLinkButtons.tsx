import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import { useNotify } from 'react-admin';
import { detailsTexts } from './messages';

/** Spec §2: open the property's public page in a new tab, or copy its address. */
export const PublicLinkButtons = ({ publicUrl }: { publicUrl: string }) => {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(publicUrl);
      notify(detailsTexts.linkCopied, { type: 'success' });
    } catch {
      notify(detailsTexts.copyFailed, { type: 'error' });
    }
  };
  return (
    <>
      <Button variant="contained" href={publicUrl} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNewIcon />}>
        {detailsTexts.openPublicPage}
      </Button>
      <Button variant="outlined" onClick={() => void copy()} startIcon={<ContentCopyIcon />}>
        {detailsTexts.copyLink}
      </Button>
    </>
  );
};
