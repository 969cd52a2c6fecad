import { Box, Button, Typography } from '@mui/material';
import { useDropzone, type Accept } from 'react-dropzone';

export interface FileDropZoneProps {
  /** The hint in the zone ('Drag files here, or'). */
  hint: string;
  /** The picker button's label, also the file input's accessible name. */
  choose: string;
  multiple: boolean;
  disabled: boolean;
  onFiles: (files: File[]) => void;
  /** The types taken (react-dropzone's `accept`); any file when absent. */
  accept?: Accept;
  /** Files refused for their type before any upload (the server checks the bytes anyway). */
  onRefused?: (names: string[]) => void;
  /** Smaller padding, for a slot among others. */
  dense?: boolean;
}

/** A drop zone with a picker button. */
export const FileDropZone = ({ hint, choose, multiple, disabled, onFiles, accept, onRefused, dense }: FileDropZoneProps) => {
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept,
    multiple,
    disabled,
    // The button opens the picker: a clickable or focusable box would be a second, unlabelled control.
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejected) => {
      if (accepted.length) onFiles(accepted);
      if (rejected.length) onRefused?.(rejected.map((r) => r.file.name));
    },
  });
  return (
    <Box
      {...getRootProps()}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        p: dense ? 1.5 : 3,
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 1,
        borderColor: isDragActive ? 'primary.main' : 'divider',
        bgcolor: isDragActive ? 'action.hover' : undefined,
      }}
    >
      <input {...getInputProps()} aria-label={choose} />
      <Typography color="text.secondary" variant={dense ? 'body2' : 'body1'}>
        {hint}
      </Typography>
      <Button variant="outlined" size={dense ? 'small' : 'medium'} onClick={open} disabled={disabled}>
        {choose}
      </Button>
    </Box>
  );
};
