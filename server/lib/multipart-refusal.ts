import { AppError } from '../errors';

/**
 * The multipart parser's refusals in words an admin can act on (the error handler gives them
 * the one shape): a body that is not multipart is 415, too many files or fields 413. Any other
 * error is answered as it is.
 */
export function multipartRefusal(error: unknown, words: { notMultipart: string; tooMany: string }): unknown {
  switch ((error as { code?: string } | null)?.code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', words.notMultipart);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', words.tooMany);
    default:
      return error;
  }
}
