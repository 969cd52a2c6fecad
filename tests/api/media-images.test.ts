import http from 'node:http';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { activity, mediaImages, storedFiles } from '../../server/db/schema';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp, type LoggedInApp } from './helpers/logged-in-app';
import { multipartBody, pngBomb, storageSnapshot, type UploadFile } from './helpers/uploads';

const UPLOAD = '/api/media/images';
const VARIANT_URL = /^\/api\/media\/images\/([0-9a-f-]{36})\/(display|thumbnail)\.webp$/;

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });
/** Random pixels do not compress: an image whose file is about width × height × 3 bytes. */
const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width, height, channels: 3 },
  });

const upload = (api: LoggedInApp, file: UploadFile, headers: Record<string, string> = {}) => {
  const { payload, headers: multipart } = multipartBody(file);
  return api.send('POST', UPLOAD, payload, { ...multipart, ...headers });
};

/** Uploads and answers the image's id and its two variant URLs, checking the image host's shape. */
async function uploadOk(api: LoggedInApp, file: UploadFile) {
  const res = await upload(api, file);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ success: boolean; result: { id: string; variants: string[] } }>();
  expect(Object.keys(body)).toEqual(['success', 'result']);
  expect(body.success).toBe(true);
  const { id, variants } = body.result;
  expect(variants).toEqual([`/api/media/images/${id}/display.webp`, `/api/media/images/${id}/thumbnail.webp`]);
  for (const url of variants) expect(url).toMatch(VARIANT_URL);
  return { id, display: variants[0], thumbnail: variants[1] };
}

/** A variant served publicly: no cookie. */
const fetchPublic = (api: LoggedInApp, url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url, headers });

async function variantInfo(api: LoggedInApp, url: string) {
  const res = await fetchPublic(api, url);
  expect(res.statusCode, res.body).toBe(200);
  const bytes = res.rawPayload;
  return { res, bytes, metadata: await sharp(bytes).metadata() };
}

describe('POST /api/media/images: valid images', () => {
  const api = useLoggedInApp();

  it('takes a JPEG, applies its EXIF orientation and keeps no metadata in the variants', async () => {
    // 1200 × 800 stored sideways (orientation 6: shown rotated a quarter turn), with a copyright note in its EXIF.
    const bytes = await solid(1200, 800)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-exif-marker' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(bytes).metadata()).orientation).toBe(6);
    const { id, display, thumbnail } = await uploadOk(api, { name: 'Office façade.jpg', type: 'image/jpeg', bytes });

    const shown = await variantInfo(api, display);
    expect(shown.metadata).toMatchObject({ format: 'webp', width: 800, height: 1200 });
    expect(shown.metadata.orientation).toBeUndefined();
    expect(shown.metadata.exif).toBeUndefined();
    expect(shown.metadata.xmp).toBeUndefined();
    expect(shown.bytes.includes('secret-exif-marker')).toBe(false);
    expect(shown.bytes.includes('Exif')).toBe(false);
    const thumb = await variantInfo(api, thumbnail);
    expect(thumb.metadata).toMatchObject({ format: 'webp', width: 480, height: 720 });
    expect(thumb.metadata.exif).toBeUndefined();

    const [image] = await api.app.db.select().from(mediaImages).where(eq(mediaImages.id, id));
    expect(image).toMatchObject({ width: 800, height: 1200 });
    const [original] = await api.app.db.select().from(storedFiles).where(eq(storedFiles.id, image.originalFileId));
    expect(original).toMatchObject({ originalName: 'Office façade.jpg', contentType: 'image/jpeg', sizeBytes: bytes.length });
    expect(original.uploadedById).toEqual(expect.any(Number));
  });

  it.each([
    ['PNG', 'plan.png', 'image/png', () => solid(2000, 1000).png(), [1600, 800], [480, 240]],
    ['WebP', 'street.webp', 'image/webp', () => solid(640, 480).webp(), [640, 480], [480, 360]],
    ['GIF', 'logo.gif', 'image/gif', () => solid(600, 300).gif(), [600, 300], [480, 240]],
    ['AVIF', 'aerial.avif', 'image/avif', () => solid(960, 640).avif(), [960, 640], [480, 320]],
    // Smaller than a variant: never enlarged.
    ['small PNG', 'icon.png', 'image/png', () => solid(300, 200).png(), [300, 200], [300, 200]],
  ] as const)('takes a %s and makes WebP variants of the right widths', async (_kind, name, type, make, [dw, dh], [tw, th]) => {
    const bytes = await make().toBuffer();
    const { id, display, thumbnail } = await uploadOk(api, { name, type, bytes });
    expect((await variantInfo(api, display)).metadata).toMatchObject({ format: 'webp', width: dw, height: dh });
    expect((await variantInfo(api, thumbnail)).metadata).toMatchObject({ format: 'webp', width: tw, height: th });
    const [row] = await api.app.db
      .select({ contentType: storedFiles.contentType })
      .from(mediaImages)
      .innerJoin(storedFiles, eq(storedFiles.id, mediaImages.originalFileId))
      .where(eq(mediaImages.id, id));
    expect(row.contentType).toBe(type);
  });

  it('decides the type from the bytes, not the name or the declared type', async () => {
    const bytes = await solid(100, 80).png().toBuffer();
    const { id } = await uploadOk(api, { name: 'photo.jpg', type: 'application/octet-stream', bytes });
    const original = await api.get(`/api/media/images/${id}/original`);
    expect(original.headers['content-type']).toBe('image/png');
    // The name says what the bytes are once downloaded: another image extension is corrected.
    expect(original.headers['content-disposition']).toMatch(/^attachment; filename="photo.png"/);
  });

  it('records the upload in the audit log as the logged-in admin', async () => {
    const { id } = await uploadOk(api, { name: 'audited.png', type: 'image/png', bytes: await solid(64, 48).png().toBuffer() });
    const [entry] = await api.app.db.select().from(activity).orderBy(desc(activity.id)).limit(1);
    expect(entry).toMatchObject({ source: 'audit', entityType: 'image', entityId: id, comments: "Uploaded image 'audited.png'" });
    expect(entry.addedById).toEqual(expect.any(Number));
  });
});

describe('GET /api/media/images/{id}/...: serving', () => {
  const api = useLoggedInApp();
  let image: { id: string; display: string; thumbnail: string };
  let original: Buffer;
  beforeEach(async () => {
    original = await solid(900, 600).jpeg().toBuffer();
    image ??= await uploadOk(api, { name: 'Zoë Cronjé lobby.jpg', type: 'image/jpeg', bytes: original });
  });

  it('serves the variants to anyone, cached for a year, with an ETag that answers 304', async () => {
    for (const url of [image.display, image.thumbnail]) {
      const res = await fetchPublic(api, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
      const head = await api.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers.etag).toBe(etag);
      const again = await fetchPublic(api, url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
  });

  it('answers 404 in the error shape for an unknown id, a malformed one, or an unknown variant', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `/api/media/images/${unknown}/display.webp`,
      `/api/media/images/${unknown}/thumbnail.webp`,
      '/api/media/images/not-a-uuid/display.webp',
      "/api/media/images/1'%20or%201=1/thumbnail.webp",
      `/api/media/images/${image.id}/large.webp`,
    ]) {
      expectError(await fetchPublic(api, url), 404, { code: 'NOT_FOUND' });
    }
    expectError(await api.get(`/api/media/images/not-a-uuid/original`), 404, { code: 'NOT_FOUND' });
  });

  it("answers the router's own refusals of a malformed URL in the error shape too", async () => {
    expectError(await fetchPublic(api, `/api/media/images/${'9'.repeat(300)}/display.webp`), 414, { code: 'FST_ERR_MAX_PARAM_LENGTH' });
    expectError(await fetchPublic(api, '/api/media/images/%E0%A4%A/display.webp'), 400, { code: 'FST_ERR_BAD_URL' });
  });

  it('serves the original only with a session, privately, under its original name', async () => {
    expectError(await fetchPublic(api, `/api/media/images/${image.id}/original`), 401);
    const res = await api.get(`/api/media/images/${image.id}/original`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Zo_ Cronj_ lobby.jpg"; filename*=UTF-8''${encodeURIComponent('Zoë Cronjé lobby.jpg')}`,
    );
    expect(res.rawPayload.equals(original)).toBe(true);
  });

  it('lists the image routes in the OpenAPI document, the variants without security', async () => {
    const doc = (await api.get('/api/openapi.json')).json<{ paths: Record<string, Record<string, { tags: string[]; security?: [] }>> }>();
    expect(doc.paths['/api/media/images'].post.tags).toEqual(['media']);
    expect(doc.paths['/api/media/images/{id}/display.webp'].get.security).toEqual([]);
    expect(doc.paths['/api/media/images/{id}/thumbnail.webp'].get.security).toEqual([]);
    expect(doc.paths['/api/media/images/{id}/original'].get.security).toBeUndefined();
  });
});

describe('POST /api/media/images: refusals leave nothing behind', () => {
  const api = useLoggedInApp();
  let before: Awaited<ReturnType<typeof storageSnapshot>>;
  beforeEach(async () => {
    before = await storageSnapshot(api.app);
  });
  const expectNothingStored = async () => expect(await storageSnapshot(api.app)).toEqual(before);

  it.each([
    ['a text file', { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('Viewing on Tuesday at 10:00.\n'.repeat(50)) }],
    ['a text file named .png', { name: 'notes.png', type: 'image/png', bytes: Buffer.from('not really a picture\n'.repeat(20)) }],
    [
      'an ELF executable named .png',
      { name: 'photo.png', type: 'image/png', bytes: Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(4000)]) },
    ],
    [
      'a Windows executable named .png',
      {
        name: 'photo.png',
        type: 'image/png',
        bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from('PE\0\0'), Buffer.alloc(512)]),
      },
    ],
    ['a PDF', { name: 'brochure.png', type: 'image/png', bytes: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n') }],
  ])('refuses %s with 415 by its content', async (_what, file) => {
    const error = expectError(await upload(api, file), 415, { code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(error.message).toMatch(/^The file is not a JPEG, PNG, WebP, GIF or AVIF image/);
    await expectNothingStored();
  });

  it('refuses an SVG (text that can carry scripts) with 415 and says why', async () => {
    const svg = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const error = expectError(await upload(api, { name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from(svg) }), 415);
    expect(error.message).toMatch(/^SVG images are not accepted/);
    await expectNothingStored();
  });

  it('refuses an empty file with 400', async () => {
    const error = expectError(await upload(api, { name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) }), 400, {
      code: 'EMPTY_FILE',
    });
    expect(error.message).toBe('The file is empty: choose an image to upload.');
    await expectNothingStored();
  });

  it('refuses a truncated JPEG (sharp cannot decode it) with 400', async () => {
    const whole = await noise(400, 300).jpeg().toBuffer();
    const res = await upload(api, { name: 'cut.jpg', type: 'image/jpeg', bytes: whole.subarray(0, Math.floor(whole.length / 2)) });
    const error = expectError(res, 400, { code: 'IMAGE_UNREADABLE' });
    expect(error.message).toBe('The image is damaged or incomplete and could not be read.');
    await expectNothingStored();
  });

  it('refuses a PNG whose pixel data is corrupt with 400', async () => {
    const png = await noise(100, 100).png().toBuffer();
    png.fill(0x55, 60, png.length - 20); // the compressed pixels garbled; the header and IEND intact
    expectError(await upload(api, { name: 'broken.png', type: 'image/png', bytes: png }), 400, { code: 'IMAGE_UNREADABLE' });
    await expectNothingStored();
  });

  it('refuses a decompression bomb (20000 × 20000 pixels in a small PNG) with 413 before decoding it', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    const error = expectError(await upload(api, { name: 'bomb.png', type: 'image/png', bytes: bomb }), 413, {
      code: 'IMAGE_TOO_MANY_PIXELS',
    });
    expect(error.message).toBe('The image is 20000 × 20000 pixels; the limit is 100,000,000 pixels (100 megapixels).');
    expect(performance.now() - started).toBeLessThan(5_000);
    await expectNothingStored();
  });

  it('keeps nothing of an upload whose connection drops half-way', async () => {
    const { payload, headers } = multipartBody({ name: 'big.png', type: 'image/png', bytes: await noise(600, 600).png().toBuffer() });
    const base = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const request = http.request(`${base}${UPLOAD}`, {
      method: 'POST',
      headers: { ...headers, cookie: api.cookie, 'content-length': String(payload.length) },
    });
    request.on('error', () => {}); // the reset we cause
    request.write(payload.subarray(0, Math.floor(payload.length / 2)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    request.destroy();
    await expect.poll(() => storageSnapshot(api.app), { timeout: 5_000 }).toEqual(before);
  });

  it('refuses an upload without a session with 401 before reading it', async () => {
    const { payload, headers } = multipartBody({ name: 'a.png', type: 'image/png', bytes: await solid(20, 20).png().toBuffer() });
    expectError(await api.app.inject({ method: 'POST', url: UPLOAD, payload, headers }), 401);
    await expectNothingStored();
  });

  it('refuses a body that is not multipart with 415 in the error shape', async () => {
    expectError(await api.send('POST', UPLOAD, { file: 'x' }), 415, { code: 'UNSUPPORTED_MEDIA_TYPE' });
    const png = await solid(20, 20).png().toBuffer();
    expectError(await api.send('POST', UPLOAD, png, { 'content-type': 'image/png' }), 415);
    await expectNothingStored();
  });

  it('refuses a form without a file with 400', async () => {
    const boundary = 'xyz';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nGallery\r\n--${boundary}--\r\n`;
    const res = await api.send('POST', UPLOAD, payload, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    expectError(res, 400, { code: 'BAD_REQUEST' });
    await expectNothingStored();
  });
});

describe('POST /api/media/images: size limits from the configuration', () => {
  const api = useLoggedInApp({ IMAGE_MAX_BYTES: String(40_000), IMAGE_MAX_PIXELS: String(500_000) });
  let before: Awaited<ReturnType<typeof storageSnapshot>>;
  beforeEach(async () => {
    before = await storageSnapshot(api.app);
  });

  it('refuses a file over IMAGE_MAX_BYTES with 413 in the error shape and keeps nothing', async () => {
    const bytes = await noise(200, 200).png().toBuffer();
    expect(bytes.length).toBeGreaterThan(40_000);
    const error = expectError(await upload(api, { name: 'big.png', type: 'image/png', bytes }), 413, { code: 'PAYLOAD_TOO_LARGE' });
    expect(error.message).toBe('The image is larger than the limit of 0 MB.'.replace('0 MB', `${+(40_000 / 1048576).toFixed(1)} MB`));
    expect(await storageSnapshot(api.app)).toEqual(before);
  });

  it('takes a file of exactly IMAGE_MAX_BYTES', async () => {
    const png = await solid(100, 100).png().toBuffer();
    // PNG readers ignore bytes after IEND: pad to the limit exactly.
    const bytes = Buffer.concat([png, Buffer.alloc(40_000 - png.length)]);
    await uploadOk(api, { name: 'exact.png', type: 'image/png', bytes });
  });

  it('refuses more pixels than IMAGE_MAX_PIXELS with 413', async () => {
    const bytes = await solid(1000, 600).png().toBuffer();
    const error = expectError(await upload(api, { name: 'wide.png', type: 'image/png', bytes }), 413, { code: 'IMAGE_TOO_MANY_PIXELS' });
    expect(error.message).toBe('The image is 1000 × 600 pixels; the limit is 500,000 pixels (0.5 megapixels).');
    expect(await storageSnapshot(api.app)).toEqual(before);
  });
});
