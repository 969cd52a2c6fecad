import { API_URL } from '../../httpClient';

/** What the server answered to a form post: its status and its body read as JSON (undefined when it is not JSON). */
export interface FormAnswer {
  status: number;
  body: unknown;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Posts multipart form data to our API with the session cookie, reporting upload progress
 * (`onProgress` gets 0..1). XMLHttpRequest rather than fetch, for that progress. Resolves with
 * any answer the server gives (the caller decides what a status means); rejects only when no
 * answer arrives (network failure, or `signal` aborted it).
 */
export function postForm(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<FormAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_URL}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The error message of our error shape (DESIGN.md), if the answer has one. */
export const answerMessage = (body: unknown): string | undefined =>
  (body as { error?: { message?: unknown } } | undefined)?.error?.message?.toString();

/** A refused upload: `reason` is the server's own words, when it gave any. */
export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    readonly reason: string | undefined,
  ) {
    super(reason ?? `HTTP error! status: ${status}`);
  }
}

/**
 * Posts one file under `field`, after the text `fields` (those undefined left out), as the
 * spec's multipart uploads take them. Answers the body of a 201; any other answer rejects with
 * UploadRefused, no answer as postForm does.
 */
export async function postUpload<T>(
  path: string,
  fields: Record<string, string | number | undefined>,
  { field, file }: { field: string; file: File },
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  form.append(field, file, file.name);
  const { status, body } = await postForm(path, form, onProgress, signal);
  if (status !== 201) throw new UploadRefused(status, answerMessage(body));
  return body as T;
}
