import { Box, Button, Typography } from '@mui/material';
import { useDropzone } from 'react-dropzone';
import type { UploadKind } from '@common/api/uploads';
import { dropZoneSx } from './dropZoneSx';
import { uploadRuleText } from './uploadRuleText';
import { useUploadRule } from './useUploadRule';

export interface FileDropZoneProps {
  /** The hint in the zone ('Drag files here, or'). */
  hint: string;
  /** The picker button's label, also the file input's accessible name. */
  choose: string;
  multiple: boolean;
  disabled: boolean;
  onFiles: (files: File[]) => void;
  /** Which upload this is: the zone says what it takes and how large, and the picker offers only those types. */
  kind: UploadKind;
  /** Files refused for their type before any upload (the server checks the bytes anyway). */
  onRefused?: (names: string[]) => void;
  /** Smaller padding, for a slot among others. */
  dense?: boolean;
}

/** A drop zone with a picker button, saying which files it takes and how large. */
export const FileDropZone = ({ hint, choose, multiple, disabled, onFiles, kind, onRefused, dense }: FileDropZoneProps) => {
  const rule = useUploadRule(kind);
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    // Until the rules have come, any file: the server judges every file by its bytes anyway.
    accept: rule?.accept,
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
    <Box {...getRootProps()} sx={dropZoneSx(isDragActive, dense)}>
      <input {...getInputProps()} aria-label={choose} />
      <Typography color="text.secondary" variant={dense ? 'body2' : 'body1'}>
        {hint}
      </Typography>
      <Button variant="outlined" size={dense ? 'small' : 'medium'} onClick={open} disabled={disabled}>
        {choose}
      </Button>
      {rule && (
        <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%', textAlign: 'center' }}>
          {uploadRuleText(rule)}
        </Typography>
      )}
    </Box>
  );
};
