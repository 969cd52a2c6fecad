import { AppError } from '../errors';
import { FAMILY_EXTENSIONS, KNOWN_EXTENSIONS, type FileKind } from './file-kinds';

/** Longest name kept, in characters (a file system's usual limit). */
const MAX_NAME = 255;
/**
 * Controls (NUL, CR, LF, ...), direction marks and overrides (which make 'invoice‮fdp.exe' read as
 * a PDF), zero-width characters and line separators: nothing a person means to see in a name.
 */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]/g;

/**
 * A user-supplied file name as we keep it for downloads (never as a storage key): the last
 * path segment only (a browser may send 'C:\\fakepath\\x.pdf'), no invisible characters, no
 * leading dots or trailing dots and spaces (Windows drops those, so 'x.exe.' would save as
 * 'x.exe'), at most 255 characters keeping the extension; `fallback` when nothing is left.
 */
export function keptFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(INVISIBLE, '')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  return clean ? truncated(clean) : fallback;
}

/**
 * `name` cut to 255 characters, its extension kept. Characters are code points: cutting between
 * the halves of an emoji would leave a lone surrogate, which no header encoding can carry.
 */
function truncated(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= MAX_NAME) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 16 ? Array.from(name.slice(dot)) : [];
  return [...chars.slice(0, MAX_NAME - extension.length), ...extension].join('');
}

/** The extension a name ends in, lower case, or '' (a dot inside a word, 'Lease v2.1', is no extension of ours). */
const extensionOf = (name: string) => /\.([a-z0-9]{1,10})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The kept name of a file whose bytes are `kind`: a name ending in one of its extensions stays;
 * an image or video named as another of its family gets its own extension instead ('photo.jpg'
 * holding a PNG becomes 'photo.png'); a name ending in any other known extension contradicts the
 * bytes and is refused (415), because the name decides what the file becomes once downloaded
 * ('report.pdf' holding a program, a PDF saved as 'x.html'); any other name gets the kind's
 * extension added, so it opens as what it is.
 */
export function nameForKind(name: string, kind: FileKind, field: string): string {
  const extension = extensionOf(name);
  if (kind.extensions.includes(extension)) return name;
  if (kind.family && FAMILY_EXTENSIONS[kind.family].has(extension)) return `${name.slice(0, -extension.length)}${kind.extensions[0]}`;
  if (KNOWN_EXTENSIONS.has(extension)) {
    const message = `The file is named .${extension} but its content is ${kind.label}: rename it to .${kind.extensions[0]} or upload the right file.`;
    throw new AppError(415, 'NAME_CONTRADICTS_CONTENT', message, { [field]: message });
  }
  return truncated(`${name}.${kind.extensions[0]}`);
}
