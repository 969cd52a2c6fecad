import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Upload } from '@tus/server';
import type { FastifyInstance } from 'fastify';
import { EMPTY_FILE_MESSAGE } from '@common/api/data-rooms';
import { DATA_ROOM_TUS_PATH } from '@common/api/data-room-uploads';
import { eq } from 'drizzle-orm';
import { storedFiles } from '../../db/schema';
import { badRequest } from '../../errors';
import { idFields } from '../../lib/form-upload';
import type { SessionUser } from '../../lib/session-store';
import { registerTusEndpoint } from '../../lib/tus-endpoint';
import { keptFileName } from '../../storage/file-names';
import { MarkupScan } from '../../storage/markup-scan';
import type { ResumableUploads } from '../../storage/resumable';
import type { WrittenObject } from '../../storage/storage';
import { discardAll } from '../../storage/stored-files';
import { lockHeading, recordDataRoomUpload, type UploadTarget } from './file-writes';

/** Where a data room file's tus state waits, and the first part of the key it is kept under (as the POST's files). */
const PREFIX = 'data-room';

/** The heading and property of an upload, sent as its Upload-Metadata under the POST's field names. */
function targetOf(upload: Upload): UploadTarget {
  const metadata = Object.fromEntries(Object.entries(upload.metadata ?? {}).map(([name, value]) => [name, value ?? '']));
  const { PropertyDataRoomId: headingId, PropertyId: propertyId } = idFields(metadata, ['PropertyDataRoomId', 'PropertyId']);
  return { headingId, propertyId };
}

/** Reads the whole finished file for markup, as a POSTed file is scanned while it streams in. */
async function scanMarkup(file: WrittenObject) {
  const scan = new MarkupScan();
  await pipeline(await file.read(), scan, new Writable({ write: (_chunk, _encoding, done) => done() }));
  return scan.found;
}

/**
 * Large data room files through tus at /api/property-data-room/tus (Upload-Metadata: filename,
 * PropertyDataRoomId, PropertyId): the heading is checked when the upload is created, and the
 * finished upload becomes the data room file exactly as POST /property-data-room makes it
 * (recordDataRoomUpload: the same type checks, versions and audit entry). The last PATCH answers
 * 200 with what the POST answers with 201; a refusal leaves nothing behind.
 */
export function dataRoomFileUploads(app: FastifyInstance, policy: Parameters<typeof recordDataRoomUpload>[4]['policy']) {
  async function recordFinished(uploads: ResumableUploads, upload: Upload, user: SessionUser | null) {
    const pending = await uploads.finish(upload.id);
    try {
      const file = Object.assign(pending, { markup: await scanMarkup(pending) });
      const uploadedName = keptFileName(upload.metadata?.filename ?? undefined, 'file');
      const answer = await recordDataRoomUpload(app, user, file, targetOf(upload), { uploadedName, policy });
      app.fileHashes.schedule();
      return { status_code: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(answer) };
    } catch (error) {
      // recordDataRoomUpload removes what it committed on failure; a refusal before that is ours to remove.
      await discardAll(app.storage, [pending]);
      throw error;
    }
  }

  registerTusEndpoint(app, {
    path: DATA_ROOM_TUS_PATH,
    prefix: PREFIX,
    label: 'data room file',
    tags: ['data rooms'],
    summary: 'tus 1.0 resumable upload of a large data room file (creation, termination); judged as POST /property-data-room judges a file',
    maxSize: app.config.DATA_ROOM_FILE_MAX_BYTES,
    async onCreate(upload) {
      if (upload.size === undefined) throw badRequest('Send Upload-Length: a data room file is checked against its size limit first.');
      if (upload.size === 0) throw badRequest(EMPTY_FILE_MESSAGE, { File: EMPTY_FILE_MESSAGE });
      await lockHeading(app.db, targetOf(upload));
    },
    onFinish: recordFinished,
    isRecorded: async (id) => {
      const [found] = await app.db
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(eq(storedFiles.storageKey, `${PREFIX}/${id}`));
      return found !== undefined;
    },
  });
}
