import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { dataRoomOperations, DataRoomFileParams, DownloadQuery, FileBytes, UploadedDataRoomFile } from '@common/api/data-rooms';
import { ErrorResponse, notFound } from '../../errors';
import { logRefusedDownload, recordDownload } from '../../lib/confidential-downloads';
import { routeOf } from '../../lib/operation-route';
import { idFields, UPLOAD_REFUSALS, withFormUpload } from '../../lib/form-upload';
import { sendStoredFile } from '../../storage/serve';
import { dataRoomFileUploads } from './file-uploads';
import { DATA_ROOM_FILES, recordDataRoomUpload } from './file-writes';
import { getDataRoomFile, getItem, listVersions } from './queries';

const tags = ['data rooms'];
/** What the browser may show inside the app when a preview is asked for; anything else downloads. */
const PREVIEWABLE = /^(application\/pdf|image\/(png|jpeg|gif|webp|avif))$/;
/** Uploads (multipart, streamed to private storage; large ones resumable), downloads and versions of data room files. */
export const dataRoomFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const maxBytes = app.config.DATA_ROOM_FILE_MAX_BYTES;
  const policy = { ...DATA_ROOM_FILES, maxPixels: app.config.IMAGE_MAX_PIXELS };
  // One byte over the limit is let through so the storage's own limit refuses it (413) rather
  // than busboy cutting the file short to a size that would pass.
  await app.register(multipart, { limits: { files: 1, fileSize: maxBytes + 1, fields: 6, fieldSize: 1024, parts: 8 } });
  // Files from DATA_ROOM_RESUMABLE_FROM_BYTES come resumably instead, and end as this POST's do.
  dataRoomFileUploads(app, policy);

  app.post(
    '/property-data-room',
    {
      schema: {
        tags,
        summary: 'Upload a file under a data room heading (multipart: UserId, PropertyDataRoomId, PropertyId, File)',
        description:
          'Streamed to private storage, never held whole in memory; its type is decided from its bytes: PDF, Word, Excel, ' +
          'PowerPoint, JPEG, PNG, GIF, WebP, AVIF, TIFF, CSV, text or ZIP, anything else (a program, a script, HTML, SVG, a ' +
          'polyglot) is a 415, as is a name whose extension contradicts the bytes; a zip bomb is a 413. A file named like one ' +
          'already under the heading becomes its next version (the row then shows it, pending a decision). An empty file is a ' +
          '400, one over DATA_ROOM_FILE_MAX_BYTES a 413; the name is kept for downloads only, never as a storage key.',
        consumes: ['multipart/form-data'],
        response: { 201: UploadedDataRoomFile, ...UPLOAD_REFUSALS },
      },
    },
    async (request, reply) =>
      withFormUpload(
        request,
        app.storage,
        { fileField: 'File', prefix: 'data-room', maxBytes, policy },
        async ({ fields, file, originalName: uploadedName }) => {
          const { PropertyDataRoomId: headingId, PropertyId: propertyId } = idFields(fields, ['PropertyDataRoomId', 'PropertyId']);
          const answer = await recordDataRoomUpload(app, request.user, file, { headingId, propertyId }, { uploadedName, policy });
          return reply.status(201).send(answer);
        },
      ),
  );

  app.get(
    '/property-data-room/download/:fileId',
    {
      schema: {
        tags,
        summary: 'A data room file (any version), to admins only, under its original name',
        description:
          'Streams with HTTP Range; `attachment` unless `preview=true` is asked for a PDF or an image, then `inline`. ' +
          'Never cached by the browser; served with nosniff and the type decided from its bytes. Each download or preview ' +
          'is an audit entry (Activity Log) and a `file downloaded` log line; HEAD and a Range not starting at byte 0 are not.',
        params: DataRoomFileParams,
        querystring: DownloadQuery,
        response: { 200: FileBytes, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
      config: { privateFile: true },
      onError: logRefusedDownload('fileId'),
    },
    async (request, reply) => {
      const found = await getDataRoomFile(app.db, request.params.fileId);
      if (!found) throw notFound('Data room file');
      const { file, version, propertyId } = found;
      const inline = request.query.preview === true && PREVIEWABLE.test(file.contentType);
      // The app shows a preview in a frame of its own page; every other response may not be framed at all.
      if (inline) allowFramingBySelf(reply);
      const taken = `'${file.originalName}' (version ${version.version})`;
      return sendStoredFile(request, reply, app.storage, file, {
        cacheControl: 'private, no-store',
        disposition: inline ? 'inline' : 'attachment',
        beforeBytes: recordDownload(app.db, request, {
          entityType: 'data room file',
          entityId: version.itemId,
          propertyId,
          fileId: file.id,
          fileName: file.originalName,
          version: version.version,
          preview: inline,
          description: inline ? `Previewed ${taken} in the data room` : `Downloaded ${taken} from the data room`,
        }),
      });
    },
  );

  app.route({
    ...routeOf(dataRoomOperations.getDataRoomFileVersions, tags, { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse }),
    handler: async (request) => {
      const item = await getItem(app.db, request.params.id);
      if (!item || item.itemType !== 'FILE') throw notFound('Data room file');
      return listVersions(app.db, item.id);
    },
  });
};

/** This response may be shown in a frame of the app's own pages (helmet's headers forbid any framing). */
function allowFramingBySelf(reply: FastifyReply) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  reply.header('x-frame-options', 'SAMEORIGIN');
}
