import { Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import type { DataRoomItem } from '@common/api/data-rooms';
import { useCan } from '../../../auth/useCan';
import { documentProgress } from './documentProgress';
import { FilePreviewDialog } from './FilePreviewDialog';
import { FileRow } from './FileRow';
import { HeadingRow } from './HeadingRow';
import { dataRoomTexts } from './messages';
import { filterTree } from './treeFilter';
import { FilterField } from './FilterField';
import { TreeRows } from './TreeRows';

/**
 * A read-only data-room tree: headings with their index numbers and required-document counts,
 * files that open a preview (for users who may read them), and a filter box that narrows it to what matches (with ancestors).
 * `numbers` come from the whole round, so hiding an item never renumbers the rest.
 */
export const DataRoomTree = ({ items, numbers, label }: { items: DataRoomItem[]; numbers: Map<number, string>; label: string }) => {
  const [filter, setFilter] = useState('');
  const [opened, setOpened] = useState<DataRoomItem | null>(null);
  const canOpen = useCan('download-private');
  const progress = useMemo(() => documentProgress(items), [items]);
  const shown = useMemo(() => filterTree(items, filter, numbers), [items, filter, numbers]);

  return (
    <Stack spacing={2}>
      <FilterField value={filter} onChange={setFilter} />
      {shown.length === 0 ? (
        <Typography color="text.secondary">{dataRoomTexts.noMatch(filter)}</Typography>
      ) : (
        <TreeRows
          label={label}
          items={shown}
          row={(item) =>
            item.itemType === 'FILE' ? (
              <FileRow key={item.id} item={item} onOpen={canOpen ? setOpened : undefined} />
            ) : (
              <HeadingRow key={item.id} item={item} number={numbers.get(item.id)} progress={progress.get(item.id)} />
            )
          }
        />
      )}
      <FilePreviewDialog item={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
};
