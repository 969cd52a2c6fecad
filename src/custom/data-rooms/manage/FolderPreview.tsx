import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { FolderFile } from './folderMatch';
import { manageTexts } from './messages';

const texts = manageTexts.folder;

/** Where each file of the folder goes, before anything uploads: a heading, 'no heading' or why it is refused. */
export const FolderPreview = ({ rows, numbers }: { rows: FolderFile[]; numbers: ReadonlyMap<number, string> }) => (
  <TableContainer sx={{ maxHeight: 360 }}>
    <Table size="small" stickyHeader aria-label={texts.preview}>
      <TableHead>
        <TableRow>
          <TableCell>{texts.columns.file}</TableCell>
          <TableCell>{texts.columns.heading}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ path, heading, refused }) => (
          <TableRow key={path}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{path}</TableCell>
            <TableCell>
              {refused ? (
                <Typography variant="body2" color="error">
                  {refused}
                </Typography>
              ) : heading ? (
                `${numbers.get(heading.id) ?? ''} ${heading.displayName}`.trim()
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {texts.noHeading}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
