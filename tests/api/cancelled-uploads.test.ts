import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertyWithDataRoom } from './helpers/data-rooms';
import { LOG_LEVELS, logLines } from './helpers/log-lines';
import { useLoggedInApp } from './helpers/logged-in-app';
import { mp4, multipartBody, storageSnapshot } from './helpers/uploads';

// Issue 28, item 6: an upload the admin cancels (or whose tab closes) mid-body was logged as an
// unhandled error with a stack trace. It is the client's choice: one info line. Over a real
// connection, which the client cuts.

const MiB = 1024 * 1024;
const TUS = '/api/media/videos/tus';
const CANCELLED = 'request cancelled by the client before its body had arrived';

const log = logLines();
const api = useLoggedInApp({}, { logger: { level: 'info', stream: log.stream } });
let base: string;
beforeAll(async () => {
  base = await api.app.listen({ port: 0, host: '127.0.0.1' });
});

/** Sends the headers and `start` of a body declared `length` bytes long, then cuts the connection, as a cancelled upload does. */
function cutOff(method: string, url: string, headers: http.OutgoingHttpHeaders, start: Buffer, length: number) {
  return new Promise<void>((resolve, reject) => {
    const req = http.request(`${base}${url}`, {
      method,
      headers: { ...headers, cookie: api.cookie, origin: base, 'content-length': length },
    });
    req.on('error', () => {});
    req.on('response', (res) => reject(new Error(`answered ${res.statusCode} before the cut`)));
    req.on('close', () => resolve());
    // Cut once the server is busy with the body (writing the file), not while it reads the headers.
    req.write(start, () => setTimeout(() => req.destroy(), 200));
  });
}

/**
 * Since `from`, once the cancellation's line has come (it follows the cut): the one line about the
 * request (past Fastify's 'incoming request'), and no warning or error from anywhere.
 */
async function expectOneInfoLine(from: number, method: string, url: string) {
  await expect.poll(() => log.lines.slice(from).some((line) => line.msg === CANCELLED), { timeout: 5_000 }).toBe(true);
  const lines = log.lines.slice(from);
  const aboutRequest = lines.filter((line) => line.reqId !== undefined && line.msg !== 'incoming request');
  expect(aboutRequest).toEqual([expect.objectContaining({ level: LOG_LEVELS.info, msg: CANCELLED, method, url })]);
  expect(lines.filter((line) => line.level >= LOG_LEVELS.warn)).toEqual([]);
  expect(JSON.stringify(lines)).not.toMatch(/stack|"err"/);
}

describe('an upload the client cancels mid-body', () => {
  it('a data room upload: one info line, no error, no stack; nothing kept', async () => {
    const room = await propertyWithDataRoom(api);
    const heading = (await room.round(1)).find((item) => item.level === 1)!;
    const before = await storageSnapshot(api.app);
    const { payload, headers } = multipartBody(
      { name: 'notes.txt', type: 'text/plain', bytes: Buffer.alloc(8 * MiB, 'a') },
      { field: 'File', fields: { PropertyDataRoomId: String(heading.id), PropertyId: String(room.propertyId) } },
    );
    const from = log.lines.length;
    await cutOff('POST', '/api/property-data-room', headers, payload.subarray(0, 2 * MiB), payload.length);

    await expectOneInfoLine(from, 'POST', '/api/property-data-room');
    expect(await storageSnapshot(api.app)).toEqual(before);
  });

  it('a tus PATCH: one info line, no error, no stack; the bytes that came are kept to resume from', async () => {
    const created = await fetch(`${base}${TUS}`, {
      method: 'POST',
      headers: { cookie: api.cookie, origin: base, 'tus-resumable': '1.0.0', 'upload-length': String(4 * MiB) },
    });
    expect(created.status).toBe(201);
    const url = `${TUS}/${created.headers.get('location')?.split('/').pop()}`;
    const from = log.lines.length;
    const tusHeaders = { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' };
    await cutOff('PATCH', url, tusHeaders, mp4(MiB), 4 * MiB);

    await expectOneInfoLine(from, 'PATCH', url);
    const head = await fetch(`${base}${url}`, { method: 'HEAD', headers: { cookie: api.cookie, 'tus-resumable': '1.0.0' } });
    expect(Number(head.headers.get('upload-offset'))).toBe(MiB);
  });
});
