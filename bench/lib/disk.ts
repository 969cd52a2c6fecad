import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { promisify } from 'node:util';

const MIB = 1024 * 1024;
const execFileAsync = promisify(execFile);

/**
 * A file of `size` bytes starting with `head` (what file-type reads its type from), then random
 * bytes: a repeated 16 MiB block, fast to make, with no disk cache tricks.
 */
export async function makeFile(file: string, size: number, head: Buffer) {
  const block = randomBytes(16 * MIB);
  head.copy(block, 0);
  const out = createWriteStream(file);
  for (let written = 0; written < size; written += block.length) {
    const part = block.subarray(0, Math.min(block.length, size - written));
    if (!out.write(part)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

/**
 * Removes what a run stored (`files`, and whatever the bare PUT wrote into `bareDir`) and has
 * the kernel write out its dirty pages, outside the timing, so each measurement starts from the
 * same state: otherwise whichever side runs second pays for writing back the first side's bytes.
 */
export async function settleDisk(bareDir: string, files: string[] = []) {
  for (const file of files) await rm(file, { force: true });
  for (const name of await readdir(bareDir)) await rm(`${bareDir}/${name}`);
  await execFileAsync('sync');
}
