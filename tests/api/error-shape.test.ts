import { connect as connectSocket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';

// Refusals that do not come from a route's own code (Fastify, the multipart parser, tus, Node's
// HTTP parser) answer in the API's one error shape too, never in their own.
const api = useLoggedInApp();

const png = `--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n`;

describe('Fastify refusals in the error shape', () => {
  it.each([
    [
      'a JSON body over the 1 MiB limit: 413',
      'POST',
      '/api/agencies',
      JSON.stringify({ agencyName: 'A'.repeat(1_100_000) }),
      'application/json',
      413,
    ],
    ['a path parameter over 100 characters: 414', 'GET', `/api/agencies/${'9'.repeat(300)}`, undefined, undefined, 414],
    ['a body of a type no route reads: 415', 'POST', '/api/agencies', 'agencyName=x', 'application/x-www-form-urlencoded', 415],
    ['malformed JSON: 400', 'POST', '/api/agencies', '{"agencyName":', 'application/json', 400],
    ['an empty JSON body: 400', 'POST', '/api/agencies', '', 'application/json', 400],
    ['an unknown route: 404', 'GET', '/api/no-such-thing', undefined, undefined, 404],
    ['a malformed %-escape: 400', 'GET', '/api/agencies/%E0%A4%A', undefined, undefined, 400],
  ])('%s', async (_, method, url, payload, type, status) => {
    const res = await api.app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: { cookie: api.cookie, ...(type && { 'content-type': type }) },
    });
    expectError(res, status);
  });
});

describe('JSON bodies in UTF-8 only', () => {
  /** Saves an agency with `body` (JSON text as sent) and its Content-Type naming `charset`; answers what is stored after. */
  const putAgency = async (body: string | Buffer, charset?: string) => {
    const [{ id }] = (await api.get('/api/agencies')).json();
    const type = charset === undefined ? 'application/json' : `application/json; charset=${charset}`;
    const res = await api.send('PUT', `/api/agencies/?id=${id}`, body, { 'content-type': type });
    return { res, stored: (await api.get(`/api/agencies/${id}`)).json().description };
  };
  /** Writes an agency's description, the body encoded as `encoding` and its Content-Type naming `charset`. */
  const describeAgency = (description: string, charset: string | undefined, encoding: BufferEncoding = 'utf8') =>
    putAgency(Buffer.from(JSON.stringify({ description }), encoding), charset);

  it.each([
    ['latin1', 'latin1'],
    ['ISO-8859-1', 'latin1'],
    ['windows-1252', 'latin1'],
    ['utf-16le', 'utf16le'],
    ['"latin1"', 'latin1'],
  ] as const)('refuses a body in charset=%s with 415 rather than storing it changed', async (charset, encoding) => {
    const before = (await describeAgency('Before', undefined)).stored;
    const { res, stored } = await describeAgency(`Café ${charset}`, charset, encoding);
    expectError(res, 415, { code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(stored).toBe(before);
  });

  it.each([undefined, 'utf-8', 'UTF-8', '"utf-8"'])('takes a body with charset %s as UTF-8', async (charset) => {
    const { res, stored } = await describeAgency(`Café ${charset}`, charset);
    expect(res.statusCode, res.body).toBe(200);
    expect(stored).toBe(`Café ${charset}`);
  });

  it.each(['x\udfffy', '\ud800', 'a\ud83d'])(
    'refuses half of a character (%j) with 400 rather than storing it changed',
    async (description) => {
      const before = (await describeAgency('Before', undefined)).stored;
      const { res, stored } = await describeAgency(description, undefined);
      expectError(res, 400, { code: 'INVALID_TEXT' });
      expect(stored).toBe(before);
    },
  );

  it('takes a whole character sent as an escaped surrogate pair', async () => {
    const { res, stored } = await putAgency('{"description":"Boom \\ud83d\\udca5"}');
    expect(res.statusCode, res.body).toBe(200);
    expect(stored).toBe('Boom 💥');
  });
});

describe('malformed multipart bodies are 400, not 500', () => {
  it.each([
    ['cut short', `multipart/form-data; boundary=b`, png],
    ['without a boundary', 'multipart/form-data', `${png}\r\n--b--\r\n`],
    ['with a boundary that is not in it', 'multipart/form-data; boundary=other', `${png}\r\n--b--\r\n`],
    ['with an empty boundary', 'multipart/form-data; boundary=', `${png}\r\n--b--\r\n`],
    ['with a boundary over 256 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, `${png}\r\n--b--\r\n`],
  ])('an upload %s', async (_, type, payload) => {
    for (const url of ['/api/media/images', '/api/property-data-room', '/api/ndaregister/upload']) {
      const res = await api.send('POST', url, payload, { 'content-type': type });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
      expectError(res, res.statusCode);
    }
  });
});

describe('tus refusals in the error shape', () => {
  const tus = (method: 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>) =>
    api.app.inject({ method, url, headers: { cookie: api.cookie, ...headers } });

  it('answers a request without Tus-Resumable 412', async () => {
    expectError(await tus('POST', '/api/media/videos/tus', { 'upload-length': '10' }), 412, {
      code: 'PRECONDITION_FAILED',
      message: 'Tus-Resumable Required',
    });
  });

  it('answers invalid tus headers 400, naming them', async () => {
    const res = await tus('POST', '/api/media/videos/tus', { 'tus-resumable': '1.0.0', 'upload-length': '-1' });
    expectError(res, 400, { code: 'BAD_REQUEST', message: 'Invalid upload-length' });
  });

  it('answers Upload-Concat (parallel uploads, which it does not offer) 400, not 501', async () => {
    const res = await tus('POST', '/api/media/videos/tus', { 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-concat': 'partial' });
    expectError(res, 400, { code: 'BAD_REQUEST' });
    expect(res.json().error.message).toMatch(/^Concatenation extension is not/);
  });

  it('sends no Access-Control-* header on any of its answers', async () => {
    const answers = await Promise.all([
      tus('POST', '/api/media/videos/tus', { 'upload-length': '10' }),
      tus('POST', '/api/media/videos/tus', { 'tus-resumable': '1.0.0', 'upload-length': '-1' }),
      tus('POST', '/api/media/videos/tus', { 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-concat': 'partial' }),
      api.app.inject({
        method: 'HEAD',
        url: '/api/media/videos/tus/00000000-0000-4000-8000-000000000000',
        headers: { cookie: api.cookie, 'tus-resumable': '1.0.0' },
      }),
    ]);
    for (const res of answers) expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('answers an upload that does not exist 404', async () => {
    const res = await tus('PATCH', '/api/media/videos/tus/00000000-0000-4000-8000-000000000000', {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    });
    expectError(res, 404, { code: 'NOT_FOUND' });
  });
});

describe("Node's HTTP parser refusals in the error shape", () => {
  let port: number;
  beforeAll(async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.server.address() as { port: number }).port;
  });
  afterAll(() => api.app.server.close());

  /** Sends raw bytes and reads what comes back until the server closes the connection. */
  const raw = (request: string) =>
    new Promise<{ status: number; type: string; headers: Record<string, string>; body: string }>((resolve, reject) => {
      const socket = connectSocket(port, '127.0.0.1', () => socket.write(request));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head, body = ''] = text.split('\r\n\r\n');
        const [statusLine, ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(lines.map((line) => line.split(/:\s*(.*)/s, 2)).map(([n, v]) => [n.toLowerCase(), v]));
        resolve({ status: Number(statusLine.split(' ')[1]), type: headers['content-type'] ?? '', headers, body });
      });
    });

  /** What an answer says of itself rather than of the site's policy. */
  const OWN_HEADERS = ['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'x-request-id'];

  it.each([
    ['headers over 16 KiB: 431', `GET /api/agencies HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'HEADERS_TOO_LARGE'],
    ['a malformed request line: 400', 'NOT HTTP AT ALL\r\n\r\n', 400, 'BAD_REQUEST'],
  ])('%s', async (_, request, status, code) => {
    const res = await raw(request);
    expect(res.status).toBe(status);
    expect(res.type).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ error: { code, message: expect.any(String) } });
  });

  it.each([
    ['a URL over 16 KiB: 431', `GET /api/agencies?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
    ['headers over 16 KiB: 431', `GET /api/agencies HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['a malformed request line: 400', 'NOT HTTP AT ALL\r\n\r\n', 400],
  ])('%s carries the security headers of every other answer', async (_, request, status) => {
    const { headers: other } = await api.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const policy = Object.fromEntries(Object.entries(other).filter(([name]) => !OWN_HEADERS.includes(name)));
    expect(policy).toHaveProperty('content-security-policy');
    const res = await raw(request);
    expect(res.status).toBe(status);
    expect(res.headers).toMatchObject(policy);
  });
});
