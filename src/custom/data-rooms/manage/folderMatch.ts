import type { DataRoomItem } from '@common/api/data-rooms';
import { fold } from '../view/treeFilter';

/** A file of a dropped folder, and where it goes: a heading, or why it does not go anywhere. */
export interface FolderFile {
  file: File;
  /** Its path inside what was dropped ('2 Legal/2.3 Leases/lease-unit-4.pdf'). */
  path: string;
  heading?: DataRoomItem;
  /** Why it is refused before any upload (its type, an empty file). */
  refused?: string;
}

/** The path a picked or dropped file had in its folder: react-dropzone's `path`, or the folder picker's relative path. */
export const pathOf = (file: File) =>
  ((file as File & { path?: string }).path || file.webkitRelativePath || file.name).replace(/^\.?\//, '');

/** '2.3 Leases' → '2.3'; '2.3. Leases', '2.3_leases.pdf' too; '2024 report' has a number no heading has. */
const leadingNumber = (segment: string) => segment.trim().match(/^(\d+(?:\.\d+)*)(?![\d])/)?.[1];

/** Whether `segment` starts with `title`, regardless of case and accents, up to a word's end. */
const startsWithTitle = (segment: string, title: string) => {
  const [text, start] = [fold(segment), fold(title)];
  return start !== '' && text.startsWith(start) && !/[\p{L}\p{N}]/u.test(text.charAt(start.length));
};

/**
 * The heading one path names: its nearest folder first, then its own name, then the folders
 * further out; in each, a leading index number ('2.3') or else a heading's title (the longest
 * that fits). A path that names none is left unmatched: never guessed.
 */
export function headingFor(
  path: string,
  headings: readonly DataRoomItem[],
  numbers: ReadonlyMap<number, string>,
): DataRoomItem | undefined {
  const segments = path.split('/').filter(Boolean);
  const name = segments.pop() ?? '';
  const folders = segments.reverse();
  const byNumber = new Map(headings.flatMap((heading) => (numbers.has(heading.id) ? [[numbers.get(heading.id)!, heading] as const] : [])));
  for (const segment of [...folders.slice(0, 1), name, ...folders.slice(1)]) {
    const number = leadingNumber(segment);
    if (number && byNumber.has(number)) return byNumber.get(number);
    const titled = headings
      .filter((heading) => numbers.has(heading.id) && startsWithTitle(segment, heading.displayName))
      .sort((a, b) => b.displayName.length - a.displayName.length);
    if (titled.length) return titled[0];
  }
  return undefined;
}

/** Whether a data room takes a file, by its extension, as the upload rule's picker does. */
export const takes = (accept: Record<string, string[]> | undefined, fileName: string) => {
  if (!accept) return true;
  const extension = fileName.toLowerCase().match(/\.[^.]+$/)?.[0];
  return !!extension && Object.values(accept).some((extensions) => extensions.includes(extension));
};

/** Each file of a folder, with its heading or why it is refused; in path order. */
export function matchFolder(
  files: readonly File[],
  items: readonly DataRoomItem[],
  numbers: ReadonlyMap<number, string>,
  accept: Record<string, string[]> | undefined,
  reasons: { type: string; empty: string },
): FolderFile[] {
  const headings = items.filter((item) => item.itemType === 'DATA_ROOM');
  return files
    .map((file) => {
      const path = pathOf(file);
      if (!takes(accept, file.name)) return { file, path, refused: reasons.type };
      if (file.size === 0) return { file, path, refused: reasons.empty };
      return { file, path, heading: headingFor(path, headings, numbers) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
