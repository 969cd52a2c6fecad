import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { ERRORS, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VIDEO_ID_PATTERN } from '@common/api/media-videos';
import { AppError, databaseUnavailable, insufficientStorage, isDiskFull } from '../../errors';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import { lostConnection } from '../../db/client';
import { auditedWrite } from '../../lib/audit';
import { cancelledByClient, logCancelled } from '../../lib/cancelled-request';
import type { SessionUser } from '../../lib/session-store';
import { createResumableUploads } from '../../storage';
import { keptFileName } from '../../storage/file-names';
import type { PendingObject } from '../../storage/storage';
import { commitWithRows, discardAll, insertStoredFile } from '../../storage/stored-files';
import { checkUploadContent, type UploadPolicy } from '../../storage/upload-content';
import { uploadLocker } from '../../storage/upload-locks';
import { TusServer } from './tus-server';
import { getVideo, insertVideo } from './video-queries';

/** How often unfinished uploads are looked at: one is removed within an hour of its VIDEO_UPLOAD_EXPIRY_HOURS. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const videoId = new RegExp(VIDEO_ID_PATTERN);
const VIDEOS: UploadPolicy = { accepts: 'The file is not a video (MP4, MOV, WebM, MKV or Ogg); it was not kept.', kinds: [], videos: true };
/** A DELETE too late to cancel: the last PATCH completed the upload first. */
const UPLOAD_FINISHED = {
  status_code: 409,
  body: JSON.stringify({
    error: { code: 'UPLOAD_FINISHED', message: 'The upload had already finished, so it was not cancelled.' },
  }),
};

/** An answer tus sends as it is (it reads `status_code` and `body`); the body is our error shape. */
class UploadRefused extends Error {
  readonly body: string;
  constructor(
    readonly status_code: number,
    code: string,
    message: string,
  ) {
    super(message);
    this.body = JSON.stringify({ error: { code, message } });
  }
}

/**
 * The tus server behind /api/media/videos/tus (spec §5 'Video upload'): uploads under ids we
 * generate, up to VIDEO_MAX_BYTES, resumable across dropped connections and restarts (their
 * state is on disk). A finished upload whose first bytes are a video container becomes a stored
 * file and a media_videos row, audited once; anything else is removed and refused with 415.
 */
export function videoUploads(app: FastifyInstance, path: string) {
  const uploads = createResumableUploads(app.config, 'videos', app.metrics.countUpload);
  // tus calls our hooks with its own request object; the session's user rides along here.
  const uploader = new AsyncLocalStorage<SessionUser | null>();

  /** The video's type and kept name from its bytes, or the refusal, as tus answers it. */
  async function checkVideo(pending: PendingObject, upload: Upload) {
    if (pending.size === 0) throw new UploadRefused(400, 'EMPTY_FILE', 'The file is empty: choose a video to upload.');
    const name = keptFileName(upload.metadata?.filename ?? undefined, upload.id);
    return checkUploadContent(pending, name, VIDEOS, 'file').catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      throw new UploadRefused(error.status, error.code === 'UNSUPPORTED_MEDIA_TYPE' ? 'NOT_A_VIDEO' : error.code, error.message);
    });
  }

  async function recordFinished(upload: Upload, user: SessionUser | null) {
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

  /**
   * tus lets go of the upload's lock before onUploadFinish, so a DELETE that waited for the last
   * PATCH took it while the upload was becoming a video, and answered 410 for a video then live.
   * Finishing takes the lock again and does not yield it to a DELETE, which so finds the upload
   * either complete and not yet recorded or recorded: told it finished either way (see
   * `tooLateToCancel`), it removes nothing.
   */
  async function finishLocked(upload: Upload, user: SessionUser | null) {
    const lock = locker.newLock(upload.id);
    await lock.lock(new AbortController().signal, () => {});
    try {
      await recordFinished(upload, user);
    } finally {
      await lock.unlock();
    }
  }

  /** A DELETE tus refused because the upload is complete, or found nothing of because it is a video now. */
  async function tooLateToCancel(request: Request, error: Error | { status_code: number; body: string }) {
    if (request.method !== 'DELETE' || !('status_code' in error)) return false;
    if (error.body === ERRORS.INVALID_TERMINATION.body) return true;
    const id = new URL(request.url).pathname.split('/').pop() ?? '';
    return [404, 410].includes(error.status_code) && videoId.test(id) && (await getVideo(app.db, id)) !== undefined;
  }

  // In PostgreSQL, so that two processes never write one upload at once.
  const locker = uploadLocker(app.databaseUrl, { onError: (error) => app.log.warn(lostConnection(error), 'upload lock connection lost') });
  app.metrics.watchPool('upload_locks', locker.pool);
  app.addHook('onClose', () => locker.close());

  const tus = new TusServer({
    path,
    datastore: uploads.datastore,
    locker,
    maxSize: app.config.VIDEO_MAX_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: app.config.TRUST_PROXY,
    // Ours and random, never from the file name: the id is also the video's public URL.
    namingFunction: () => randomUUID(),
    getFileIdFromRequest: (_request, lastPath) => (lastPath && videoId.test(lastPath) ? lastPath : undefined),
    disableTerminationForFinishedUploads: true,
    onUploadFinish: async (_request, upload) => {
      await finishLocked(upload, uploader.getStore() ?? null);
      return {};
    },
    onResponseError: async (request, error) => {
      if (await tooLateToCancel(request, error)) return UPLOAD_FINISHED;
      // A full disk, when an upload is created or written: the file store's 507, as every upload answers it.
      if (isDiskFull(error)) {
        const full = insufficientStorage();
        app.log.warn({ err: error }, 'video upload refused: the file store is full');
        return { status_code: full.status, body: JSON.stringify({ error: { code: full.code, message: full.message } }) };
      }
      // The database away as the upload finished (its row could not be written): retry, as every request is told.
      if (isDatabaseUnavailable(error)) {
        app.log.error({ err: error }, 'video upload not recorded: database unavailable');
        const { status, code, message } = databaseUnavailable();
        return { status_code: status, body: JSON.stringify({ error: { code, message } }) };
      }
      if (!('status_code' in error)) app.log.error({ err: error }, 'video upload failed');
      return undefined;
    },
  });

  // Abandoned uploads would otherwise stay for good (a 112 MB one sat under files/.tus/). Not
  // awaited at start-up: a slow bucket must not hold the server back for them.
  const expiryHours = app.config.VIDEO_UPLOAD_EXPIRY_HOURS;
  const sweep = () =>
    uploads.removeIdle(expiryHours * 60 * 60 * 1000).then(
      (removed) => {
        if (removed) app.log.info({ removed, expiryHours }, 'removed unfinished video uploads left idle');
      },
      (error: unknown) => app.log.error({ err: error }, 'removing idle video uploads failed'),
    );
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
  app.addHook('onReady', async () => void sweep());
  app.addHook('onClose', async () => clearInterval(timer));

  /** Hands the request to tus; the session hook has already run, so `request.user` is the admin. */
  return async function handleTus(request: FastifyRequest, reply: FastifyReply) {
    // tus keeps what a cancelled PATCH brought (the client resumes from there), says nothing, and
    // its answer to the gone client never settles: so the line, as for a form upload, comes from here.
    request.raw.once('close', () => {
      if (cancelledByClient(request)) logCancelled(request);
    });
    reply.hijack();
    try {
      await uploader.run(request.user, () => tus.handle(request.raw, reply.raw));
    } catch (error) {
      if (!cancelledByClient(request)) request.log.error({ err: error }, 'video upload failed');
      reply.raw.destroy();
    }
  };
}
