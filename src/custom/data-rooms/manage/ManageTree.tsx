import DriveFolderUploadOutlinedIcon from '@mui/icons-material/DriveFolderUploadOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useNotify, type Identifier } from 'react-admin';
import type { DataRoomItem } from '@common/api/data-rooms';
import { downloadUrl } from '../view/dataRoomFiles';
import { documentProgress } from '../view/documentProgress';
import { dataRoomTexts } from '../view/messages';
import { ancestorsOf, foldedView, isCollapsible } from '../view/roundCollapse';
import { filterTree, underHiddenHeading } from '../view/treeFilter';
import { FilterField } from '../view/FilterField';
import { indexNumbers } from '../view/treeIndex';
import { TreeRows } from '../view/TreeRows';
import { useCan } from '../../../auth/useCan';
import { useHighlightedId } from '../../../components/highlight';
import { downloadFile } from '../../../components/downloadFile';
import { FolderUploadDialog } from './FolderUploadDialog';
import { ManageFileRow } from './ManageFileRow';
import { ManageHeadingRow } from './ManageHeadingRow';
import { manageTexts } from './messages';
import type { RowDialog, RowHandlers } from './rowHandlers';
import { RowDialogs } from './RowDialogs';
import { SelectionBar } from './SelectionBar';
import { useReviewActions } from './useReviewActions';

/**
 * One round on the Manage Datarooms tab: every heading and file, hidden ones too (marked), with
 * the levels 1 and 2 folded at first (spec §4 'Round 1 view'), and each row's actions (those the
 * user may take: support staff only fold and list versions).
 */
export const ManageTree = ({ propertyId, round, items }: { propertyId: Identifier; round: 1 | 2; items: DataRoomItem[] }) => {
  const notify = useNotify();
  // A link to one file (the inbox's) opens the headings above it.
  const markedId = useHighlightedId('file');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => ancestorsOf(items, markedId));
  const [dialog, setDialog] = useState<RowDialog | null>(null);
  const [folderOpen, setFolderOpen] = useState(false);
  const review = useReviewActions(propertyId, round);
  const canChange = useCan('edit');
  const canDownload = useCan('download-private');
  const numbers = useMemo(() => indexNumbers(items), [items]);
  const progress = useMemo(() => documentProgress(items), [items]);
  const underHidden = useMemo(() => underHiddenHeading(items), [items]);
  const [filter, setFilter] = useState('');
  // While filtering, every match shows with its ancestors, folds or not.
  const filtering = filter.trim() !== '';
  const shown = useMemo(
    () => (filtering ? filterTree(items, filter, numbers) : foldedView(items, expanded)),
    [items, expanded, filtering, filter, numbers],
  );

  // The rows are memoised on these handlers; what they call is stable, so they are made once.
  const { toggleVisibility, publish, publishMany } = review;
  // The pending files chosen to publish at once, by id; one published or rejected meanwhile drops out.
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const selected = useMemo(() => items.filter((item) => chosen.has(item.id) && !item.isPublished && !item.isRejected), [items, chosen]);
  const onDownload = useCallback(
    (fileId: number, name: string) => {
      downloadFile(downloadUrl(fileId), name).catch(() => notify(manageTexts.file.downloadFailed(name), { type: 'error' }));
    },
    [notify],
  );
  const handlers = useMemo<RowHandlers>(
    () => ({
      onFold: (id) =>
        setExpanded((open) => {
          const next = new Set(open);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      onOpen: setDialog,
      onToggleVisibility: (item) => toggleVisibility(item),
      onPublish: (item) => publish(item),
      onSelect: (item) =>
        setChosen((current) => {
          const next = new Set(current);
          if (!next.delete(item.id)) next.add(item.id);
          return next;
        }),
      onDownload,
      may: { change: canChange, download: canDownload },
    }),
    [onDownload, toggleVisibility, publish, canChange, canDownload],
  );

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <FilterField value={filter} onChange={setFilter} />
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            disabled={filtering}
            onClick={() => setExpanded(new Set(items.filter(isCollapsible).map((item) => item.id)))}
          >
            {manageTexts.expandAll}
          </Button>
          <Button size="small" disabled={filtering} onClick={() => setExpanded(new Set())}>
            {manageTexts.collapseAll}
          </Button>
          {canChange && (
            <Button size="small" startIcon={<DriveFolderUploadOutlinedIcon />} onClick={() => setFolderOpen(true)}>
              {manageTexts.folder.open}
            </Button>
          )}
        </Stack>
      </Stack>
      {selected.length > 0 && (
        <SelectionBar
          count={selected.length}
          busy={publishMany.isPending}
          onPublish={() => publishMany.mutate(selected, { onSuccess: () => setChosen(new Set()) })}
          onClear={() => setChosen(new Set())}
        />
      )}
      {shown.length === 0 && <Typography color="text.secondary">{dataRoomTexts.noMatch(filter)}</Typography>}
      <TreeRows
        label={dataRoomTexts.rounds[round].tree}
        items={shown}
        scrollToId={markedId}
        row={(item) =>
          item.itemType === 'FILE' ? (
            <ManageFileRow
              key={item.id}
              item={item}
              underHidden={underHidden.has(item.id)}
              handlers={handlers}
              highlighted={item.id === markedId}
              selected={chosen.has(item.id)}
            />
          ) : (
            <ManageHeadingRow
              key={item.id}
              item={item}
              number={numbers.get(item.id)}
              done={progress.get(item.id)?.done}
              required={progress.get(item.id)?.required}
              folded={isCollapsible(item) && !filtering ? !expanded.has(item.id) : undefined}
              underHidden={underHidden.has(item.id)}
              handlers={handlers}
            />
          )
        }
      />
      {folderOpen && (
        <FolderUploadDialog propertyId={propertyId} round={round} items={items} numbers={numbers} onClose={() => setFolderOpen(false)} />
      )}
      <RowDialogs
        propertyId={propertyId}
        dialog={dialog}
        review={review}
        onDownload={canDownload ? onDownload : undefined}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
};
