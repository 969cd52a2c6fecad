import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGetIdentity, type Identifier } from 'react-admin';
import type { Static } from 'typebox';
import type { DataRoomItem, UploadedDataRoomFile } from '@common/api/data-rooms';
import { DATA_ROOM_RESUMABLE_FROM_BYTES } from '@common/api/data-room-uploads';
import { dataRoomKey } from '../view/useDataRoomRound';
import { manageTexts } from './messages';
import { postUpload, UploadRefused } from '../../../components/upload/postForm';
import { uploadResumably } from './uploadResumably';

export interface QueuedFile {
  key: number;
  file: File;
  /** The heading it is filed under. */
  heading: DataRoomItem;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  /** 0..1 while uploading. */
  progress: number;
  /** A large file's upload going on from an earlier one: the share (0..1) that had already arrived. */
  resumedFrom?: number;
  /** Why it failed (the spec's message, then the server's reason if it gave one), or the version it became. */
  message?: string;
  detail?: string;
  version?: number;
}

let nextKey = 1;

/**
 * Files to upload, each under its heading, one after another (each streamed, so a large file
 * never waits in memory; from DATA_ROOM_RESUMABLE_FROM_BYTES resumably, so one cut off goes on
 * when added again). An empty file is refused before anything is sent (spec §5). When a
 * file is stored its round is reloaded, so its row appears (or, for a name already there, its
 * new version). Closing the dialog cancels what is still running.
 */
export function useFileUploads(propertyId: Identifier) {
  const queryClient = useQueryClient();
  const { data: identity } = useGetIdentity();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const running = useRef(false);
  const abort = useRef(new AbortController());

  useEffect(() => () => abort.current.abort(), []);

  const update = (key: number, change: Partial<QueuedFile>) =>
    setQueue((files) => files.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const run = useCallback(
    async (files: QueuedFile[]) => {
      for (const entry of files) {
        if (abort.current.signal.aborted) return;
        if (entry.file.size === 0) {
          update(entry.key, { state: 'failed', message: manageTexts.upload.empty });
          continue;
        }
        update(entry.key, { state: 'uploading', progress: 0 });
        const onProgress = (progress: number) => update(entry.key, { progress });
        const { signal } = abort.current;
        try {
          const stored =
            entry.file.size >= DATA_ROOM_RESUMABLE_FROM_BYTES
              ? await uploadResumably(entry.file, entry.heading, Number(propertyId), {
                  onProgress,
                  onResume: (resumedFrom) => update(entry.key, { resumedFrom }),
                  signal,
                })
              : // Spec §7 POST /property-data-room: streamed to private storage; the server takes the acting user from the session.
                await postUpload<Static<typeof UploadedDataRoomFile>>(
                  '/property-data-room',
                  { UserId: identity?.id ?? undefined, PropertyDataRoomId: entry.heading.id, PropertyId: Number(propertyId) },
                  { field: 'File', file: entry.file },
                  onProgress,
                  signal,
                );
          update(entry.key, { state: 'done', progress: 1, message: manageTexts.upload.version(stored.version) });
          void queryClient.invalidateQueries({ queryKey: [...dataRoomKey(propertyId), 'round', entry.heading.round] });
        } catch (error) {
          if (abort.current.signal.aborted) return;
          update(entry.key, {
            state: 'failed',
            message: manageTexts.upload.failed,
            detail: error instanceof UploadRefused ? error.reason : undefined,
          });
        }
      }
    },
    [identity?.id, propertyId, queryClient],
  );

  const pending = useRef<QueuedFile[]>([]);
  const drain = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    while (pending.current.length) await run(pending.current.splice(0));
    running.current = false;
  }, [run]);

  const add = useCallback(
    (files: File[], heading: DataRoomItem) => {
      const entries = files.map((file): QueuedFile => ({ key: nextKey++, file, heading, state: 'waiting', progress: 0 }));
      setQueue((current) => [...current, ...entries]);
      pending.current.push(...entries);
      void drain();
    },
    [drain],
  );

  const busy = queue.some((entry) => entry.state === 'waiting' || entry.state === 'uploading');
  return { queue, add, busy };
}
