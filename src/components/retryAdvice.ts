import { HttpError } from 'react-admin';

/** Spec §5 (the seller edit's alert): the notice when fields need fixing. */
const FIX_FIELDS = 'Please fix the validation errors before saving.';

const RETRY = / Please try again\.$/;

/** The status of an HTTP failure, an HttpError's or an UploadRefused's (undefined when no answer came: the network). */
const statusOf = (error: unknown) => {
  const { status } = (error ?? {}) as { status?: unknown };
  return typeof status === 'number' ? status : undefined;
};

/** A retry can succeed when no answer came, the server failed, or it asked to wait (408, 429). */
const retryMayHelp = (status: number | undefined) => status === undefined || status >= 500 || status === 408 || status === 429;

/** The server's own words for a refusal, when it gave any. */
function reasonOf(error: unknown): string | undefined {
  const { reason } = (error ?? {}) as { reason?: unknown };
  if (typeof reason === 'string') return reason;
  const body = error instanceof HttpError ? (error.body as { error?: { message?: unknown } } | undefined) : undefined;
  return typeof body?.error?.message === 'string' ? body.error.message : undefined;
}

const hasFieldErrors = (error: unknown) =>
  error instanceof HttpError && Object.keys((error.body as { errors?: object } | undefined)?.errors ?? {}).length > 0;

/**
 * The spec's notice for a failure ('Failed to update agency. Please try again.'), with its
 * advice to retry only where a retry can help. A refusal that the same request would meet
 * again says what to fix instead: the fields (marked under them), or the server's reason
 * ('Failed to submit custom NDA. Only PDF and Word files are accepted.').
 */
export function retryAdvice(error: unknown, notice: string): string {
  if (!RETRY.test(notice) || retryMayHelp(statusOf(error))) return notice;
  if (hasFieldErrors(error)) return FIX_FIELDS;
  const reason = reasonOf(error);
  return notice.replace(RETRY, reason ? ` ${reason.replace(/([^.!?])$/, '$1.')}` : '');
}
