import type { Upload } from '@tus/server';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import type { SessionUser } from '../../lib/session-store';
import { registerTusEndpoint } from '../../lib/tus-endpoint';
import type { ResumableUploads } from '../../storage/resumable';
import { keptFileName } from '../../storage/file-names';
import type { PendingObject } from '../../storage/storage';
import { commitWithRows, discardAll, insertStoredFile } from '../../storage/stored-files';
import { checkUploadContent, type UploadPolicy } from '../../storage/upload-content';
import { getVideo, insertVideo } from './video-queries';

const VIDEOS: UploadPolicy = { accepts: 'The file is not a video (MP4, MOV, WebM, MKV or Ogg); it was not kept.', kinds: [], videos: true };

/**
 * The tus server behind /api/media/videos/tus (spec §5 'Video upload'): uploads up to
 * VIDEO_MAX_BYTES, resumable across dropped connections and restarts. A finished upload whose
 * first bytes are a video container becomes a stored file and a media_videos row, audited once;
 * anything else is removed and refused with 415.
 */
export function videoUploads(app: FastifyInstance, path: string, tags: string[]) {
  /** The video's type and kept name from its bytes, or the refusal. */
  async function checkVideo(pending: PendingObject, upload: Upload) {
    if (pending.size === 0) throw new AppError(400, 'EMPTY_FILE', 'The file is empty: choose a video to upload.');
    const name = keptFileName(upload.metadata?.filename ?? undefined, upload.id);
    return checkUploadContent(pending, name, VIDEOS, 'file').catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(error.status, error.code === 'UNSUPPORTED_MEDIA_TYPE' ? 'NOT_A_VIDEO' : error.code, error.message);
    });
  }

  async function recordFinished(uploads: ResumableUploads, upload: Upload, user: SessionUser | null) {
    const pending = await uploads.finish(upload.id);
    const { contentType, name: originalName } = await checkVideo(pending, upload).catch(async (error: unknown) => {
      await discardAll(app.storage, [pending]);
      throw error;
    });
    await commitWithRows(app.db, app.storage, [pending], (tx) =>
      auditedWrite(tx, user, async (write, audit) => {
        const file = await insertStoredFile(write, pending, { originalName, contentType, uploadedById: user?.id ?? null });
        const video = await insertVideo(write, upload.id, file.id);
        await audit({
          entityType: 'video',
          entityId: video.id,
          description: `Uploaded video '${originalName}'`,
          after: { originalName, contentType, sizeBytes: pending.size },
        });
      }),
    );
    app.fileHashes.schedule();
  }

  registerTusEndpoint(app, {
    path,
    prefix: 'videos',
    label: 'video',
    tags,
    summary: 'tus 1.0 resumable video upload (creation, termination); finished uploads must be a video container',
    maxSize: app.config.VIDEO_MAX_BYTES,
    onFinish: recordFinished,
    isRecorded: async (id) => (await getVideo(app.db, id)) !== undefined,
  });
}
