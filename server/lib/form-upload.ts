import { pipeline } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { EMPTY_FILE_MESSAGE } from '@common/api/data-rooms';
import { AppError, badRequest, ErrorResponse } from '../errors';
import { closeConnectionAfterAnswer } from '../plugins/unread-bodies';
import { keptFileName } from '../storage/file-names';
import { HeadCheck } from '../storage/head-check';
import { MarkupScan, type MarkupFound } from '../storage/markup-scan';
import { HEAD_BYTES } from '../storage/measure';
import { StoredObjectTooLarge, type Storage, type WrittenObject } from '../storage/storage';
import { refuseByHead, type UploadPolicy } from '../storage/upload-content';
import { multipartRefusal } from './multipart-refusal';

/** A multipart upload of one file: its text fields, the file as written (not yet committed), and the name it came with. */
export interface FormUpload {
  fields: Record<string, string>;
  /** With what MarkupScan found in the whole of it, for checkUploadContent. */
  file: WrittenObject & { markup: MarkupFound };
  originalName: string;
}

/** The multipart parser drops a file part whose name holds a bare CR or LF (a header injection), so it arrives as no file at all. */
export const NAME_WITH_LINE_BREAK = 'A file whose name holds a line break is not read: rename it and upload it again.';

const UPLOAD_PARTS = {
  notMultipart: 'Send the file as multipart/form-data with the fields of spec §7.',
  tooMany: 'Send one file per request, with no more than a few short fields.',
};

/**
 * Reads a multipart request holding one file under `fileField` and a few text fields, streaming
 * the file to `storage` (never whole in memory). A missing or empty file is a 400, one over
 * `maxBytes` a 413, another file field a 400, a body that is not multipart a 415; nothing is
 * kept then. A file whose first bytes show a type `policy` never takes is refused there (415),
 * the rest of it unread and its connection closed after the answer. The caller commits `file`
 * with its rows after checkUploadContent, or discards it when its own checks fail.
 */
export async function readFormUpload(
  request: FastifyRequest,
  storage: Storage,
  { fileField, prefix, maxBytes, policy }: { fileField: string; prefix: string; maxBytes: number; policy: UploadPolicy },
): Promise<FormUpload> {
  const fields: Record<string, string> = {};
  let file: FormUpload['file'] | undefined;
  let originalName = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname !== fileField || file) {
        part.file.resume();
        throw badRequest(`Invalid request: send one file, as the field '${fileField}'`, { [fileField]: 'is required' });
      } else {
        originalName = keptFileName(part.filename, 'file');
        const checked = new HeadCheck(HEAD_BYTES, (head) =>
          refuseByHead(head, originalName, policy, fileField).catch((error: unknown) => {
            closeConnectionAfterAnswer(request);
            throw error;
          }),
        );
        const scan = new MarkupScan();
        // Errors go both ways: a refused head ends the part (the parser lets go of the request), a failed write the check.
        pipeline(part.file, checked, scan, () => {});
        file = Object.assign(await storage.put(scan, { prefix, maxBytes }), { markup: scan.found });
      }
    }
    if (!file) throw badRequest(`Invalid request: ${fileField} is required. ${NAME_WITH_LINE_BREAK}`, { [fileField]: 'is required' });
    if (file.size === 0) throw badRequest(EMPTY_FILE_MESSAGE, { [fileField]: EMPTY_FILE_MESSAGE });
    return { fields, file, originalName };
  } catch (error) {
    await file?.discard();
    if (error instanceof StoredObjectTooLarge) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', `The file is larger than the limit of ${maxBytes} bytes.`);
    }
    throw multipartRefusal(error, UPLOAD_PARTS);
  }
}

/**
 * The refusals of a route taking one file for a target: a malformed form or an empty file (400),
 * not signed in or not allowed, no such target, a file over the limit (413), a type the policy
 * refuses (415).
 */
export const UPLOAD_REFUSALS = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  413: ErrorResponse,
  415: ErrorResponse,
};

/**
 * readFormUpload, then `use` with what it read; the written file is discarded when `use` throws,
 * since until its rows commit nothing else will ever remove it.
 */
export async function withFormUpload<T>(
  request: FastifyRequest,
  storage: Storage,
  options: Parameters<typeof readFormUpload>[2],
  use: (upload: FormUpload) => Promise<T>,
): Promise<T> {
  const upload = await readFormUpload(request, storage, options);
  try {
    return await use(upload);
  } catch (error) {
    await upload.file.discard();
    throw error;
  }
}

const ID = /^[1-9]\d{0,9}$/;

/** The form fields `names` as ids (positive whole numbers); each one missing or malformed is named in one 400. */
export function idFields<K extends string>(fields: Record<string, string>, names: readonly K[]): Record<K, number> {
  const problems: Record<string, string> = {};
  const ids = {} as Record<K, number>;
  for (const name of names) {
    const value = fields[name]?.trim() ?? '';
    if (!ID.test(value) || Number(value) > 2147483647) problems[name] = value ? 'must be a positive whole number' : 'is required';
    ids[name] = Number(value);
  }
  if (Object.keys(problems).length) throw badRequest(`Invalid request: ${Object.keys(problems).join(', ')}`, problems);
  return ids;
}
