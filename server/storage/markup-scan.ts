import { Transform, type TransformCallback } from 'node:stream';

/**
 * Markup a browser would run if it ever took the bytes for a page. We serve every file with
 * nosniff and a type of our own, so this is the second line: a GIF or PDF that is also a page (a
 * polyglot) is refused rather than kept. Only tags of four letters and more: random bytes of a
 * photo spell '<a ' now and then, never '<script'.
 */
export const MARKUP =
  /<(?:!doctype\s+html|html|head|body|script|iframe|svg|object|embed|frameset|meta\s+http-equiv)[\s>/]|<\?xml-stylesheet/i;
const EVERY_MARKUP = new RegExp(MARKUP.source, 'gi');
/**
 * The markup no run of random bytes spells by chance, read from the start of a match. A compressed
 * stream (a PDF's, a zip's) spells '<svg ' about once in 15 GB and '<html ', '<head ' or '<body '
 * once in 700 GB, so in the body of a 1 GiB binary file those would refuse a real document now and
 * then; a tag of five letters and more, once in a few hundred thousand GB.
 */
const UNMISTAKABLE = /^<(?:!doctype|script|iframe|object|embed|frameset|meta|\?xml-stylesheet)/i;
/** MARKUP where it starts: tested only at a '<', on the few bytes after it. */
const MARKUP_HERE = new RegExp(`^(?:${MARKUP.source})`, 'i');
/**
 * The two bytes that may follow '<' in MARKUP, by their lower case (0x20 set, which leaves '!' and
 * '?' alone): nearly every other '<' (a binary file's, a CSV's '<b>') is passed over on them.
 */
const MAY_FOLLOW = new Uint8Array(0x10000);
for (const pair of ['!d', '?x', 'ht', 'he', 'bo', 'sc', 'sv', 'if', 'ob', 'em', 'fr', 'me'])
  MAY_FOLLOW[(pair.charCodeAt(0) << 8) | pair.charCodeAt(1)] = 1;
const lowerPair = (bytes: Buffer, at: number) => ((bytes[at] | 0x20) << 8) | (bytes[at + 1] | 0x20);
const LT = 0x3c;
/** Kept from one chunk's end for the next: longer than any markup MARKUP matches but for long runs of spaces inside a tag. */
const CARRY = 64;

/** What MarkupScan found in a whole file: its first markup, and its first markup that random bytes never spell. */
export interface MarkupFound {
  any?: string;
  unmistakable?: string;
}

/**
 * A pass-through that looks for MARKUP in every byte of a file as it streams (the upload checks
 * once read only its first 4 KB, so a page padded past them passed as text), chunk by chunk with a
 * carry-over so markup split between two chunks is found; nothing but the carry is held. The bytes
 * are searched for '<' (memchr speed) and only the rest of a likely tag becomes text, so a GiB goes
 * through at about the speed it is written. Text that starts with a UTF-16 byte order mark is read
 * as UTF-16, as upload-content.ts reads its head.
 */
export class MarkupScan extends Transform {
  readonly found: MarkupFound = {};
  private carry = Buffer.alloc(0);
  private utf16?: { decoder: TextDecoder; carry: string };
  private started = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    // Once unmistakable markup is found the file is refused whatever follows.
    if (!this.found.unmistakable && chunk.length > 0) {
      if (!this.started) this.start(chunk);
      if (this.utf16) this.scanText(chunk, this.utf16);
      else this.scanBytes(chunk);
    }
    callback(null, chunk);
  }

  private start(first: Buffer) {
    this.started = true;
    const bom = first.subarray(0, 2).toString('hex');
    if (bom === 'fffe' || bom === 'feff') this.utf16 = { decoder: new TextDecoder(bom === 'fffe' ? 'utf-16le' : 'utf-16be'), carry: '' };
  }

  private scanBytes(chunk: Buffer) {
    // Tags that began in the last chunk's carry, completed by this one's first bytes.
    if (this.carry.length) this.scanFrom(Buffer.concat([this.carry, chunk.subarray(0, CARRY)]), this.carry.length);
    this.scanFrom(chunk, chunk.length);
    this.carry = Buffer.from(chunk.subarray(-CARRY));
  }

  /** Looks at each '<' before `until` in `bytes`. */
  private scanFrom(bytes: Buffer, until: number) {
    for (let at = bytes.indexOf(LT); at !== -1 && at < until && !this.found.unmistakable; at = bytes.indexOf(LT, at + 1)) {
      if (at + 2 < bytes.length && !MAY_FOLLOW[lowerPair(bytes, at + 1)]) continue;
      const match = MARKUP_HERE.exec(bytes.toString('latin1', at, at + CARRY));
      if (match) this.record(match[0]);
    }
  }

  private scanText(chunk: Buffer, utf16: { decoder: TextDecoder; carry: string }) {
    const text = utf16.carry + utf16.decoder.decode(chunk, { stream: true });
    for (const [match] of text.matchAll(EVERY_MARKUP)) if (!this.found.unmistakable) this.record(match);
    utf16.carry = text.slice(-CARRY);
  }

  private record(match: string) {
    this.found.any ??= match;
    if (UNMISTAKABLE.test(match)) this.found.unmistakable = match;
  }
}
