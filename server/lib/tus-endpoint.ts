import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { ERRORS, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { AppError, databaseUnavailable, insufficientStorage, isDiskFull } from '../errors';
import { createResumableUploads } from '../storage';
import { isUploadId, type ResumableUploads } from '../storage/resumable';
import { cancelledByClient, logCancelled } from './cancelled-request';
import type { SessionUser } from './session-store';
import { TusServer } from './tus-server';

/** How often unfinished uploads are looked at: one is removed within an hour of its VIDEO_UPLOAD_EXPIRY_HOURS. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** A DELETE too late to cancel: the last PATCH completed the upload first. */
const UPLOAD_FINISHED = {
  status_code: 409,
  body: JSON.stringify({
    error: { code: 'UPLOAD_FINISHED', message: 'The upload had already finished, so it was not cancelled.' },
  }),
};

/** What a finished upload's last request answers instead of tus's bare 204 (the record it became). */
interface FinishAnswer {
  status_code: number;
  body: string;
}

export interface TusEndpointOptions {
  /** The endpoint's path under /api, as the client sends it ('/media/videos/tus'). */
  path: string;
  /** Where finished uploads are kept in the storage ('videos'). */
  prefix: string;
  /** In log lines: 'video' makes 'video upload failed'. */
  label: string;
  /** The OpenAPI document's tag and summary of its routes. */
  tags: string[];
  summary: string;
  maxSize: number;
  /** Checks a new upload (its length and metadata) before a byte is taken; throws an AppError to refuse it. */
  onCreate?(upload: Upload, user: SessionUser | null): Promise<void>;
  /**
   * Turns a finished upload into its record (committing or discarding `uploads.finish(id)`);
   * throws an AppError to refuse it. Runs under the upload's lock.
   */
  onFinish(uploads: ResumableUploads, upload: Upload, user: SessionUser | null): Promise<FinishAnswer | void>;
  /** Whether a finished upload of this id has become its record (a DELETE that comes after it is told so). */
  isRecorded(id: string): Promise<boolean>;
}

/** An AppError thrown by a hook, as tus answers it (it reads `status_code` and `body`): our error shape. */
const asTusAnswer = (error: unknown) =>
  error instanceof AppError
    ? Object.assign(new Error(error.message), {
        status_code: error.status,
        body: JSON.stringify({ error: { code: error.code, message: error.message, fields: error.fields } }),
      })
    : error;

/**
 * A tus 1.0 endpoint (creation, termination) on our storage: uploads under ids we generate, up
 * to `maxSize`, resumable across dropped connections, restarts and processes (state on disk or in
 * the bucket; locks in PostgreSQL). Its routes need the admin session and, for POST, PATCH and
 * DELETE, our origin and a role that may write (the session plugin's hook). Unfinished uploads
 * idle for VIDEO_UPLOAD_EXPIRY_HOURS are removed.
 */
export function registerTusEndpoint(app: FastifyInstance, options: TusEndpointOptions) {
  const { path, prefix, label, tags, summary } = options;
  const uploads = createResumableUploads(app.config, prefix, app.metrics.countUpload);
  const locker = app.uploadLocker;
  // tus calls our hooks with its own request object; the session's user rides along here.
  const uploader = new AsyncLocalStorage<SessionUser | null>();

  /**
   * tus lets go of the upload's lock before onUploadFinish, so a DELETE that waited for the last
   * PATCH took it while the upload was becoming its record, and answered 410 for a record then
   * live. Finishing takes the lock again and does not yield it to a DELETE, which so finds the
   * upload either complete and not yet recorded or recorded: told it finished either way (see
   * `tooLateToCancel`), it removes nothing.
   */
  async function finishLocked(upload: Upload, user: SessionUser | null) {
    const lock = locker.newLock(upload.id);
    await lock.lock(new AbortController().signal, () => {});
    try {
      return await options.onFinish(uploads, upload, user);
    } catch (error) {
      throw asTusAnswer(error);
    } finally {
      await lock.unlock();
    }
  }

  /** A DELETE tus refused because the upload is complete, or found nothing of because it is a record now. */
  async function tooLateToCancel(request: Request, error: Error | { status_code: number; body: string }) {
    if (request.method !== 'DELETE' || !('status_code' in error)) return false;
    if (error.body === ERRORS.INVALID_TERMINATION.body) return true;
    const id = new URL(request.url).pathname.split('/').pop() ?? '';
    return [404, 410].includes(error.status_code) && isUploadId(id) && (await options.isRecorded(id));
  }

  const tus = new TusServer({
    path: `/api${path}`,
    datastore: uploads.datastore,
    locker,
    maxSize: options.maxSize,
    relativeLocation: true,
    respectForwardedHeaders: app.config.TRUST_PROXY,
    // Ours and random, never from the file name: a video's id is also its public URL.
    namingFunction: () => randomUUID(),
    getFileIdFromRequest: (_request, lastPath) => (lastPath && isUploadId(lastPath) ? lastPath : undefined),
    disableTerminationForFinishedUploads: true,
    onUploadCreate: async (_request, upload) => {
      await options.onCreate?.(upload, uploader.getStore() ?? null).catch((error: unknown) => {
        throw asTusAnswer(error);
      });
      return {};
    },
    onUploadFinish: async (_request, upload) => (await finishLocked(upload, uploader.getStore() ?? null)) ?? {},
    onResponseError: async (request, error) => {
      if (await tooLateToCancel(request, error)) return UPLOAD_FINISHED;
      // A full disk, when an upload is created or written: the file store's 507, as every upload answers it.
      if (isDiskFull(error)) {
        const full = insufficientStorage();
        app.log.warn({ err: error }, `${label} upload refused: the file store is full`);
        return { status_code: full.status, body: JSON.stringify({ error: { code: full.code, message: full.message } }) };
      }
      // The database away as the upload finished (its row could not be written): retry, as every request is told.
      if (isDatabaseUnavailable(error)) {
        app.log.error({ err: error }, `${label} upload not recorded: database unavailable`);
        const { status, code, message } = databaseUnavailable();
        return { status_code: status, body: JSON.stringify({ error: { code, message } }) };
      }
      if (!('status_code' in error)) app.log.error({ err: error }, `${label} upload failed`);
      return undefined;
    },
  });

  // Abandoned uploads would otherwise stay for good (a 112 MB one sat under files/.tus/). Not
  // awaited at start-up: a slow bucket must not hold the server back for them.
  const expiryHours = app.config.VIDEO_UPLOAD_EXPIRY_HOURS;
  const sweep = () =>
    uploads.removeIdle(expiryHours * 60 * 60 * 1000).then(
      (removed) => {
        if (removed) app.log.info({ removed, expiryHours }, `removed unfinished ${label} uploads left idle`);
      },
      (error: unknown) => app.log.error({ err: error }, `removing idle ${label} uploads failed`),
    );
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
  app.addHook('onReady', async () => void sweep());
  app.addHook('onClose', async () => clearInterval(timer));

  /** Hands the request to tus; the session hook has already run, so `request.user` is the admin. */
  async function handleTus(request: FastifyRequest, reply: FastifyReply) {
    // tus keeps what a cancelled PATCH brought (the client resumes from there), says nothing, and
    // its answer to the gone client never settles: so the line, as for a form upload, comes from here.
    request.raw.once('close', () => {
      if (cancelledByClient(request)) logCancelled(request);
    });
    reply.hijack();
    try {
      await uploader.run(request.user, () => tus.handle(request.raw, reply.raw));
    } catch (error) {
      if (!cancelledByClient(request)) request.log.error({ err: error }, `${label} upload failed`);
      reply.raw.destroy();
    }
  }

  // tus streams a PATCH body (up to a 50 MiB chunk) itself: Fastify must not read it, nor hold it to the 1 MiB bodyLimit.
  if (!app.hasContentTypeParser('application/offset+octet-stream'))
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  for (const url of [path, `${path}/*`]) {
    app.route({ method: ['POST', 'PATCH', 'HEAD', 'DELETE'], url, schema: { tags, summary }, handler: handleTus });
  }
}
