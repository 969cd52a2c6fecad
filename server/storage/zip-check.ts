import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { AppError } from '../errors';

/** A zip's entries as its central directory declares them; nothing is inflated. */
export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

/**
 * How much of a zip's end is read: the central directory must fit in it (10,000 entries with
 * names of 100 characters take about 1.5 MB), so one pass over the file is enough.
 */
const TAIL_BYTES = 4 * 1024 * 1024;
const MAX_ENTRIES = 10_000;
/** What all entries together may unpack to; a deal archive of scans is at most about its own size. */
const MAX_TOTAL_UNPACKED = 4 * 1024 * 1024 * 1024;
/** Deflate packs office XML 5–50 times; zeros pack about 1,000 times, which is what a bomb is made of. */
const MAX_RATIO = 200;
/** Below this, a high ratio is a small file of repeated text, not a threat. */
const RATIO_APPLIES_FROM = 16 * 1024 * 1024;

const malformed = (why: string) => new AppError(400, 'ARCHIVE_MALFORMED', `The file is a damaged or unsafe zip archive (${why}).`);
const bomb = (why: string) =>
  new AppError(413, 'ARCHIVE_TOO_LARGE_UNPACKED', `The zip archive would unpack to too much (${why}); it was not kept.`);

/**
 * The entries of a zip of `size` bytes, read from its central directory (yauzl), or a refusal:
 * a zip bomb (more than 10,000 entries, more than 4 GiB unpacked in all, or an entry over 16 MiB
 * declaring more than 200 times its packed size) is a 413; a damaged zip, or one whose entry
 * names climb out of a folder ('../x', '/etc/x'), a 400. Only the declared sizes are judged: we
 * never unpack, and a reader that does checks the real sizes against these.
 */
export async function zipEntries(size: number, read: () => Promise<Readable>): Promise<ZipEntry[]> {
  const tail = await readTail(await read(), size);
  const entries = await listEntries(new TailReader(tail, size - tail.length), size).catch((error: unknown) => {
    throw error instanceof AppError ? error : malformed((error as Error).message);
  });
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > RATIO_APPLIES_FROM && ratio > MAX_RATIO) {
      throw bomb(`'${entry.name}' declares ${Math.round(ratio)} times its packed size`);
    }
  }
  if (total > MAX_TOTAL_UNPACKED) throw bomb(`${(total / 1024 ** 3).toFixed(1)} GiB in all`);
  return entries;
}

function listEntries(reader: yauzl.RandomAccessReader, size: number): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromRandomAccessReader(reader, size, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error) return reject(error);
      if (zip.entryCount > MAX_ENTRIES) {
        zip.close();
        return reject(bomb(`${zip.entryCount} entries`));
      }
      const entries: ZipEntry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push({ name: entry.fileName, compressedSize: entry.compressedSize, uncompressedSize: entry.uncompressedSize });
        zip.readEntry();
      });
      zip.once('end', () => resolve(entries));
      zip.once('error', reject);
      zip.readEntry();
    });
  });
}

/** The last TAIL_BYTES of a stream (all of it when smaller), holding no more than that at a time. */
async function readTail(stream: Readable, size: number): Promise<Buffer> {
  const keep = Math.min(size, TAIL_BYTES);
  const chunks: Buffer[] = [];
  let held = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    held += chunk.length;
    while (held - chunks[0].length >= keep) held -= chunks.shift()!.length;
  }
  const whole = Buffer.concat(chunks);
  return whole.subarray(whole.length - keep);
}

/** The file's tail as yauzl's reader; a directory reaching before it is too large to be a document's. */
class TailReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly tail: Buffer,
    private readonly tailStart: number,
  ) {
    super();
  }

  _readStreamForRange(start: number, end: number): Readable {
    if (start < this.tailStart) {
      return new Readable({
        read() {
          this.destroy(bomb(`a directory of more than ${TAIL_BYTES / 1024 / 1024} MiB`));
        },
      });
    }
    return Readable.from([this.tail.subarray(start - this.tailStart, end - this.tailStart)]);
  }
}
