import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FileBytes } from '@common/api/data-rooms';
import { NDA_FILE_MAX_BYTES, NDA_FILE_TYPES_MESSAGE, NdaEntryParams, NdaRegisterEntry } from '@common/api/nda-register';
import { ErrorResponse, notFound } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { logRefusedDownload, recordDownload } from '../../lib/confidential-downloads';
import { idFields, UPLOAD_REFUSALS, withFormUpload } from '../../lib/form-upload';
import { sendStoredFile } from '../../storage/serve';
import { KINDS } from '../../storage/file-kinds';
import { commitWithRows } from '../../storage/stored-files';
import { checkUploadContent, type UploadPolicy } from '../../storage/upload-content';
import { getEntry, getEntryFile } from './queries';
import { addCustomNda, checkNdaTarget } from './writes';

const tags = ['nda register'];
/** Spec §5 'Custom NDA': .pdf, .doc, .docx, by their bytes (a .doc must name the WordDocument stream). */
export const NDA_FILES: UploadPolicy = { accepts: NDA_FILE_TYPES_MESSAGE, kinds: [KINDS.pdf, KINDS.docx, KINDS.doc] };
/** Custom NDAs: uploaded for a buyer (streamed to private storage, PDF/DOC/DOCX by their bytes) and downloaded by admins. */
export const ndaFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { files: 1, fileSize: NDA_FILE_MAX_BYTES + 1, fields: 6, fieldSize: 1024, parts: 8 } });

  app.post(
    '/ndaregister/upload',
    {
      schema: {
        tags,
        summary: 'Upload a custom NDA for a buyer (multipart: adminuserid, userid, propertyid, file)',
        description:
          'Only PDF, DOC or DOCX, decided from the bytes (an executable or a zip named .pdf is a 415, a DOCX zip bomb a 413); ' +
          'the user must be a buyer. ' +
          'Streamed to private storage; the name is kept for downloads only. The new entry is pending in both rounds.',
        consumes: ['multipart/form-data'],
        response: { 201: NdaRegisterEntry, ...UPLOAD_REFUSALS },
      },
    },
    async (request, reply) =>
      withFormUpload(
        request,
        app.storage,
        { fileField: 'file', prefix: 'nda', maxBytes: NDA_FILE_MAX_BYTES, policy: NDA_FILES },
        async ({ fields, file, originalName: uploadedName }) => {
          const { userid: userId, propertyid: propertyId } = idFields(fields, ['userid', 'propertyid']);
          const target = { userId, propertyId };
          const { contentType, name: originalName } = await checkUploadContent(file, uploadedName, NDA_FILES, 'file');
          const entryId = await commitWithRows(app.db, app.storage, [file], (db) =>
            auditedWrite(db, request.user, async (tx, audit) => {
              const buyer = await checkNdaTarget(tx, target);
              const id = await addCustomNda(tx, file, { ...target, originalName, contentType, addedById: request.user?.id ?? null });
              await audit({
                entityType: 'nda',
                entityId: id,
                propertyId: target.propertyId,
                userId: target.userId,
                description: `Uploaded the custom NDA '${originalName}' for ${buyer.firstName} ${buyer.lastName}`,
                after: { ndaFileName: originalName, size: file.size, contentType },
              });
              return id;
            }),
          );
          return reply.status(201).send((await getEntry(app.db, entryId))!);
        },
      ),
  );

  app.get(
    '/ndaregister/download/:id',
    {
      schema: {
        tags,
        summary: "An NDA register entry's file, to admins only, under its original name",
        description:
          'Each download is an audit entry (Activity Log, under the property and the buyer) and a `file downloaded` log ' +
          'line; HEAD and a Range not starting at byte 0 are not.',
        params: NdaEntryParams,
        response: { 200: FileBytes, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
      config: { privateFile: true },
      onError: logRefusedDownload('id'),
    },
    async (request, reply) => {
      const found = await getEntryFile(app.db, request.params.id);
      if (!found) throw notFound('NDA file');
      const { file, propertyId, userId } = found;
      return sendStoredFile(request, reply, app.storage, file, {
        cacheControl: 'private, no-store',
        disposition: 'attachment',
        beforeBytes: recordDownload(app.db, request, {
          entityType: 'nda',
          entityId: request.params.id,
          propertyId,
          userId,
          fileId: file.id,
          fileName: file.originalName,
          preview: false,
          description: `Downloaded the NDA '${file.originalName}'`,
        }),
      });
    },
  );
};
