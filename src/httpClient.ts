import { HttpError } from 'react-admin';
import { editConflictMessage } from './components/edit-conflict/editConflict';
import { fieldMessages } from './fieldMessages';

/** Base of every API URL: same origin by default, `VITE_API_URL` when the API lives elsewhere. */
export const API_URL = (import.meta.env.VITE_API_URL ?? '/api').replace(/\/$/, '');

interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  json: T;
}

export interface HttpRequest {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Makes a creating POST safe to send twice (the Idempotency-Key header): the server answers a
   * repeat with the first answer, so the request is sent once more when the network drops it.
   */
  idempotent?: boolean;
  /** The version of the record the edit was made on: the server refuses it (409) if the record has changed since. */
  ifMatch?: string;
  /** The request outlives the page: sent while it is closed or reloaded (a small body only, 64 KB at most). */
  keepalive?: boolean;
}

export type HttpClient = <T = unknown>(path: string, request?: HttpRequest) => Promise<HttpResponse<T>>;

interface ApiErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string>; conflict?: { changedBy: string; changedAt: string } };
}

/**
 * The API's error shape `{ error: { code, message, fields } }` becomes react-admin's
 * HttpError, with `body.errors` so that forms show each field's message under the field, in
 * the words the browser's own checks use.
 */
export function toHttpError(status: number, body: unknown): HttpError {
  const error = (body as ApiErrorBody | undefined)?.error;
  // Spec §8: any non-OK response becomes 'HTTP error! status: {code}' unless the server says more.
  // A refused stale edit is told in the admin's own time zone.
  const message = error?.conflict ? editConflictMessage(error.conflict) : (error?.message ?? `HTTP error! status: ${status}`);
  return new HttpError(message, status, {
    ...(body as object),
    errors: error?.fields && fieldMessages(error.fields),
    code: error?.code,
    conflict: error?.conflict,
  });
}

/** A fresh Idempotency-Key; getRandomValues, unlike randomUUID, also exists on plain-HTTP pages. */
export const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** fetch with JSON in and out; the session cookie travels by itself (HttpOnly, same origin). */
export const fetchHttpClient: HttpClient = async (path, { method = 'GET', body, signal, idempotent, ifMatch, keepalive } = {}) => {
  const send = (key?: string) =>
    fetch(`${API_URL}${path}`, {
      method,
      credentials: 'include',
      signal,
      keepalive,
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
        ...(key && { 'Idempotency-Key': key }),
        ...(ifMatch && { 'If-Match': `"${ifMatch}"` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const key = idempotent ? newIdempotencyKey() : undefined;
  // fetch rejects only when no answer came (a TypeError); an aborted request is not retried.
  const response = await send(key).catch((error: unknown) => {
    if (!key || signal?.aborted || !(error instanceof TypeError)) throw error;
    return send(key);
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) throw toHttpError(response.status, json);
  return { status: response.status, headers: response.headers, json: json as never };
};
