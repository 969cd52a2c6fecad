import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FileBytes } from '@common/api/data-rooms';
import { NDA_FILE_MAX_BYTES, NDA_FILE_TYPES_MESSAGE, NdaEntryParams, NdaRegisterEntry } from '@common/api/nda-register';
import { AppError, badRequest, ErrorResponse, notFound } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { multipartRefusal } from '../../lib/multipart-refusal';
import { keptFileName } from '../../storage/file-names';
import { sendStoredFile } from '../../storage/serve';
import { commitWithRows } from '../../storage/stored-files';
import { StoredObjectTooLarge, type WrittenObject } from '../../storage/storage';
import { ndaContentType } from './nda-file-type';
import { getEntry, getEntryFile } from './queries';
import { addCustomNda, checkNdaTarget } from './writes';

const tags = ['nda register'];
const ID = /^[1-9]\d{0,9}$/;
const EMPTY = 'The file is empty. Please choose a valid file.';

/** The spec's form fields (§7 POST /ndaregister/upload, in its lower case), as whole numbers; each one missing or malformed is named. */
function targetOf(fields: Record<string, string>) {
  const problems: Record<string, string> = {};
  const read = (name: string) => {
    const value = fields[name]?.trim() ?? '';
    if (!ID.test(value) || Number(value) > 2147483647) problems[name] = value ? 'must be a positive whole number' : 'is required';
    return Number(value);
  };
  const userId = read('userid');
  const propertyId = read('propertyid');
  if (Object.keys(problems).length) throw badRequest(`Invalid request: ${Object.keys(problems).join(', ')}`, problems);
  return { userId, propertyId };
}

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
          'Only PDF, DOC or DOCX, decided from the bytes (an executable or a zip named .pdf is a 415); the user must be a buyer. ' +
          'Streamed to private storage; the name is kept for downloads only. The new entry is pending in both rounds.',
        consumes: ['multipart/form-data'],
        response: {
          201: NdaRegisterEntry,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const fields: Record<string, string> = {};
      let pending: WrittenObject | undefined;
      let originalName = '';
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') fields[part.fieldname] = String(part.value);
          else if (part.fieldname !== 'file') {
            part.file.resume();
            throw badRequest(`Invalid request: send the file as the field 'file', not '${part.fieldname}'`, { file: 'is required' });
          } else {
            originalName = keptFileName(part.filename, 'nda');
            pending = await app.storage.put(part.file, { prefix: 'nda', maxBytes: NDA_FILE_MAX_BYTES });
          }
        }
        if (!pending) throw badRequest('Invalid request: file is required', { file: 'is required' });
        if (pending.size === 0) throw badRequest(EMPTY, { file: EMPTY });
        const target = targetOf(fields);
        const written = pending;
        const contentType = await ndaContentType(written.head, () => written.read());
        if (!contentType) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', NDA_FILE_TYPES_MESSAGE, { file: NDA_FILE_TYPES_MESSAGE });
        const entryId = await commitWithRows(app.db, app.storage, [written], (db) =>
          auditedWrite(db, request.user, async (tx, audit) => {
            const buyer = await checkNdaTarget(tx, target);
            const id = await addCustomNda(tx, written, { ...target, originalName, contentType, addedById: request.user?.id ?? null });
            await audit({
              entityType: 'nda',
              entityId: id,
              propertyId: target.propertyId,
              userId: target.userId,
              description: `Uploaded the custom NDA '${originalName}' for ${buyer.firstName} ${buyer.lastName}`,
              after: { ndaFileName: originalName, size: written.size, contentType },
            });
            return id;
          }),
        );
        pending = undefined;
        return reply.status(201).send((await getEntry(app.db, entryId))!);
      } catch (error) {
        await pending?.discard();
        throw error instanceof StoredObjectTooLarge
          ? new AppError(413, 'PAYLOAD_TOO_LARGE', `The file is larger than the limit of ${NDA_FILE_MAX_BYTES} bytes.`)
          : multipartRefusal(error, UPLOAD_PARTS);
      }
    },
  );

  app.get(
    '/ndaregister/download/:id',
    {
      schema: {
        tags,
        summary: "An NDA register entry's file, to admins only, under its original name",
        params: NdaEntryParams,
        response: { 200: FileBytes, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const file = await getEntryFile(app.db, request.params.id);
      if (!file) throw notFound('NDA file');
      return sendStoredFile(request, reply, app.storage, file, { cacheControl: 'private, no-store', disposition: 'attachment' });
    },
  );
};

/** What the NDA upload takes (spec §7). */
const UPLOAD_PARTS = {
  notMultipart: 'Send the file as multipart/form-data with the fields of spec §7.',
  tooMany: 'Send one file per request, with no more than a few short fields.',
};
