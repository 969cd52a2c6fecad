import { DetailedError } from 'tus-js-client';

/** What a video upload's failure says when no answer came at all. */
export const CONNECTION_LOST = 'the connection to the server was lost. Choose the file again to resume.';

/**
 * The server's own sentence for a failed tus request (`{ error: { message } }`), never the
 * library's text ('tus: unexpected response while uploading chunk, originated from request
 * (method: PATCH, url: ..., response code: 415, response text: ...)'), which names URLs and
 * internals an admin cannot act on.
 */
export function tusErrorMessage(error: Error): string {
  if (!(error instanceof DetailedError)) return error.message;
  const response = error.originalResponse;
  if (!response) return CONNECTION_LOST;
  try {
    const message = (JSON.parse(response.getBody()) as { error?: { message?: unknown } }).error?.message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not our JSON (a proxy's HTML page): the status says enough.
  }
  return `HTTP error! status: ${response.getStatus()}`;
}
