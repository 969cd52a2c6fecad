import type { HttpRequest } from 'tus-js-client';

/**
 * What every resumable (tus) upload of the app shares: the spec's retry delays (§7 'Video',
 * §9), resuming after a dropped connection from the address the browser kept (removed once the
 * upload succeeds), and the session cookie even when the API lives on another origin (VITE_API_URL).
 */
export const RESUMABLE_OPTIONS = {
  retryDelays: [0, 3000, 5000, 10000, 20000],
  storeFingerprintForResuming: true,
  removeFingerprintOnSuccess: true,
  onBeforeRequest: (request: HttpRequest) => {
    const xhr = request.getUnderlyingObject() as XMLHttpRequest;
    xhr.withCredentials = true;
  },
};
