import { HttpError } from 'react-admin';
import { sellerTexts } from './messages';

const texts = sellerTexts.updateFailed;

/**
 * Spec §8 'Sellers': a failed update whose message contains 'Failed to fetch' (no connection)
 * or '500' (a server error, 'HTTP error! status: 500') gets a sentence of its own; any other
 * failure names its message. A 5xx carrying the server's own message counts as a server error.
 */
export function sellerUpdateFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (message.includes('Failed to fetch')) return texts.network;
  if (message.includes('500') || (error instanceof HttpError && error.status >= 500)) return texts.server;
  return texts.other(message);
}
