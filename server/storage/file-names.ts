/** Longest name kept (a file system's usual limit). */
const MAX_NAME = 255;

/**
 * A user-supplied file name as we keep it for downloads (never as a storage key): the last
 * path segment only (a browser may send 'C:\\fakepath\\x.pdf'), no control or bidirectional
 * override characters (which make 'invoice‮fdp.exe' read as a PDF), trimmed, at most 255
 * characters keeping the extension; `fallback` when nothing is left.
 */
export function keptFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  if (!clean || clean === '.' || clean === '..') return fallback;
  if (clean.length <= MAX_NAME) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 16 ? clean.slice(dot) : '';
  return clean.slice(0, MAX_NAME - extension.length) + extension;
}
