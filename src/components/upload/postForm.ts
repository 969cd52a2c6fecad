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
export function postForm(path: string, form: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<FormAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_URL}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
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
