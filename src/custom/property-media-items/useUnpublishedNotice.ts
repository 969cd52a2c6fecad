import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import type { PublishedMediaItem } from '@common/api/property-media-items';
import { mediaTexts } from './messages';

/**
 * Says so when an upload or a Publish switch unpublished the property's older Video, Play or
 * ListImage (the server names it as `unpublishedId`): otherwise that item's switch would go off
 * with no word of why.
 */
export function useUnpublishedNotice() {
  const notify = useNotify();
  return useCallback(
    // void: what react-admin's useCreate types its answer as.
    (written: Pick<PublishedMediaItem, 'title' | 'unpublishedId'> | void) => {
      if (written?.unpublishedId) notify(mediaTexts.unpublishedOlder(written.title, written.unpublishedId), { type: 'info' });
    },
    [notify],
  );
}
