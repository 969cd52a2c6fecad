import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { detailsTexts } from './messages';

const NOT_CONFIGURED_ID = 'public-site-not-configured';

/**
 * Spec §2: open the property's public page in a new tab, or copy its address. Without a public
 * site configured (the server's PUBLIC_SITE_URL) both are disabled, and a line says why.
 */
export const PublicLinkButtons = ({ publicUrl }: { publicUrl: string | null }) => {
  const notify = useNotify();
  const copy = async () => {
    if (!publicUrl) return;
    try {
      await navigator.clipboard.writeText(publicUrl);
      notify(detailsTexts.linkCopied, { type: 'success' });
    } catch {
      notify(detailsTexts.copyFailed, { type: 'error' });
    }
  };
  return (
    <>
      {publicUrl ? (
        <Button variant="contained" href={publicUrl} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNewIcon />}>
          {detailsTexts.openPublicPage}
        </Button>
      ) : (
        <Button variant="contained" disabled startIcon={<OpenInNewIcon />} aria-describedby={NOT_CONFIGURED_ID}>
          {detailsTexts.openPublicPage}
        </Button>
      )}
      <Button variant="outlined" disabled={!publicUrl} onClick={() => void copy()} startIcon={<ContentCopyIcon />}>
        {detailsTexts.copyLink}
      </Button>
      {!publicUrl && (
        <Typography id={NOT_CONFIGURED_ID} variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {detailsTexts.publicSiteNotConfigured}
        </Typography>
      )}
    </>
  );
};
