import { Typography } from '@mui/material';
import { PreviewTable } from '../../../components/preview/PreviewTable';
import type { FolderFile } from './folderMatch';
import { manageTexts } from './messages';

const texts = manageTexts.folder;

const columns = [
  { key: 'file', header: texts.columns.file },
  { key: 'heading', header: texts.columns.heading },
];

/** Where each file of the folder goes, before anything uploads: a heading, 'no heading' or why it is refused. */
export const FolderPreview = ({ rows, numbers }: { rows: FolderFile[]; numbers: ReadonlyMap<number, string> }) => (
  <PreviewTable
    label={texts.preview}
    columns={columns}
    rows={rows.map(({ path, heading, refused }) => ({
      key: path,
      values: {
        file: path,
        heading: refused ? undefined : heading ? (
          `${numbers.get(heading.id) ?? ''} ${heading.displayName}`.trim()
        ) : (
          <Typography variant="body2" color="text.secondary">
            {texts.noHeading}
          </Typography>
        ),
      },
      errors: { heading: refused },
    }))}
    maxHeight={360}
  />
);
