import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../../../server/app';
import { mediaImages, storedFiles } from '../../../server/db/schema';
import type { LoggedInApp } from './logged-in-app';

export interface UploadFile {
  name: string;
  /** What the browser claims; the server judges by the bytes. */
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body, as a browser's FormData posts it: the file under `field`, then any text fields. */
export function multipartBody(file: UploadFile, { field = 'file', fields = {} }: { field?: string; fields?: Record<string, string> } = {}) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every file under the app's DATA_DIR/files, temporary ones included, as paths relative to it. */
async function storedFilesOnDisk(app: App): Promise<string[]> {
  const root = path.join(app.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

/** What the storage holds: files on disk and the rows that name them. Equal before and after a refused upload. */
export async function storageSnapshot(app: App) {
  const [[files], [images]] = await Promise.all([
    app.db.select({ n: count() }).from(storedFiles),
    app.db.select({ n: count() }).from(mediaImages),
  ]);
  return { onDisk: await storedFilesOnDisk(app), storedFiles: files.n, mediaImages: images.n };
}

export interface UploadedImage {
  id: string;
  /** The links POST /api/media/images issued: its variants. */
  display: string;
  thumbnail: string;
}

/** Uploads a small real PNG through POST /api/media/images, as an admin's image picker does. */
export async function uploadImage(api: LoggedInApp): Promise<UploadedImage> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2878c8' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartBody({ name: 'picked.png', type: 'image/png', bytes });
  const res = await api.send('POST', '/api/media/images', payload, headers);
  expect(res.statusCode, res.body).toBe(200);
  const { id, variants } = res.json<{ result: { id: string; variants: string[] } }>().result;
  return { id, display: variants[0], thumbnail: variants[1] };
}
