import { Dialog, DialogTitle, useMediaQuery, type DialogProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A titled dialog that fills a phone's screen (a preview table has no room in a floating box
 * there) and is a box up to `maxWidth` on a wider one; its content and actions are the children.
 * MUI names the dialog after its title.
 */
export const ResponsiveDialog = ({
  title,
  maxWidth,
  onClose,
  children,
}: {
  title: string;
  maxWidth: DialogProps['maxWidth'];
  /** Without it the dialog stays open on Escape and a click beside it (while it works). */
  onClose?: () => void;
  children: ReactNode;
}) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} fullScreen={phone}>
      <DialogTitle>{title}</DialogTitle>
      {children}
    </Dialog>
  );
};
