import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Measure } from '../storage/measure';
import { BackupRefused, fileEntry, MANIFEST_ENTRY, parseManifest, tableEntry, type Manifest } from './archive-format';
import { archiveEntries } from './archive-io';

/** The manifest is small; anything larger is not one. */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Reads the whole archive once and checks it against its manifest: every table and file the
 * manifest lists is present with its size and SHA-256, and nothing else is. Nothing is written,
 * so a damaged or truncated archive is refused before a restore touches its target.
 */
export async function verifyArchive(archive: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  for await (const entry of archiveEntries(archive)) {
    const { name, bytes } = entry;
    if (name === MANIFEST_ENTRY) {
      const chunks: Buffer[] = [];
      let length = 0;
      for await (const chunk of bytes) {
        length += (chunk as Buffer).length;
        if (length > MANIFEST_MAX_BYTES) throw new BackupRefused(`The archive ${archive} is damaged: its manifest is too large.`);
        chunks.push(chunk as Buffer);
      }
      manifestText = Buffer.concat(chunks).toString('utf8');
      continue;
    }
    const measure = new Measure(Number.MAX_SAFE_INTEGER);
    await pipeline(bytes, measure, new Writable({ write: (_chunk, _encoding, done) => done() }));
    seen.set(name, { size: measure.size, sha256: measure.digest() });
  }
  if (manifestText === undefined) {
    throw new BackupRefused(`The archive ${archive} has no manifest: it is incomplete (an interrupted backup?) or not a backup.`);
  }
  const manifest = parseManifest(manifestText);

  const expected = new Map<string, { size: number; sha256: string }>([
    ...manifest.tables.map((t) => [tableEntry(t.name), { size: t.bytes, sha256: t.sha256 }] as const),
    ...manifest.files.map((f) => [fileEntry(f.key), { size: f.size, sha256: f.sha256 }] as const),
  ]);
  for (const [name, want] of expected) {
    const got = seen.get(name);
    if (!got) throw new BackupRefused(`The archive ${archive} is damaged: ${name} is missing.`);
    if (got.size !== want.size || got.sha256 !== want.sha256) {
      throw new BackupRefused(`The archive ${archive} is damaged: ${name} does not match the SHA-256 in its manifest.`);
    }
  }
  const extra = [...seen.keys()].find((name) => !expected.has(name));
  if (extra)
    throw new BackupRefused(`The archive ${archive} holds ${extra}, which its manifest does not list: it is not a backup as written.`);
  return manifest;
}
