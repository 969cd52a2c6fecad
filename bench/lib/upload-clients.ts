import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Upload } from 'tus-js-client';
import type { MediaServerReady } from './media-server';

/**
 * The clients of the upload benches, each sending one file of `size` bytes. The bare PUT, the
 * lean tus client and the multipart POST do nothing but pipe the file to a socket, so that
 * comparing them compares the servers; tus-js-client (what the app runs, here in Node) is
 * measured beside them.
 */
export interface UploadTarget {
  server: MediaServerReady;
  file: string;
  size: number;
  chunkSize: number;
}

/** tus-js-client as the Video Upload form configures it; resolves with the upload id. */
export function tusJsClient({ server, file, chunkSize }: UploadTarget): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(createReadStream(file), {
      endpoint: `${server.base}/api/media/videos/tus`,
      chunkSize,
      retryDelays: [],
      headers: { cookie: server.cookie },
      metadata: { filename: 'bench.mp4', filetype: 'video/mp4' },
      onError: reject,
      onSuccess: () => resolve(String(upload.url).split('/').pop() ?? ''),
    });
    upload.start();
  });
}

/** The tus protocol by hand: a POST, then one PATCH per chunk piped from a slice of the file. */
export async function leanTusClient({ server, file, size, chunkSize }: UploadTarget): Promise<string> {
  const created = await send(`${server.base}/api/media/videos/tus`, {
    method: 'POST',
    headers: {
      cookie: server.cookie,
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': `filename ${btoa('bench.mp4')}`,
    },
  });
  if (created.statusCode !== 201) throw new Error(`tus POST: ${created.statusCode}`);
  const id = String(created.headers.location).split('/').pop() ?? '';
  for (let offset = 0; offset < size; offset += chunkSize) {
    const end = Math.min(offset + chunkSize, size) - 1;
    const headers = {
      cookie: server.cookie,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(end - offset + 1),
    };
    const patched = await send(`${server.base}/api/media/videos/tus/${id}`, { method: 'PATCH', headers }, { file, start: offset, end });
    if (patched.statusCode !== 204) throw new Error(`tus PATCH: ${patched.statusCode}`);
  }
  return id;
}

/** The baseline: one PUT piping the whole file to a server that pipes it to a file. */
export async function barePut({ server, file, size }: UploadTarget): Promise<void> {
  const response = await send(
    server.bare,
    { method: 'PUT', headers: { 'content-length': String(size) } },
    { file, start: 0, end: size - 1 },
  );
  if (response.statusCode !== 204) throw new Error(`bare PUT: ${response.statusCode}`);
}

/**
 * A multipart/form-data POST (the fields, then the file as `fileField`) written by hand around
 * the file piped from disk, with its exact Content-Length: the same lean sending as the bare
 * PUT's. Resolves with the status and the response body.
 */
export async function multipartPost(
  url: string,
  { cookie, fields, fileField, fileName, file, size }: MultipartUpload,
): Promise<{ status: number; body: string }> {
  const boundary = `bench${randomUUID().replaceAll('-', '')}`;
  const part = (name: string, extra = '') => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
  const before =
    Object.entries(fields)
      .map(([name, value]) => `${part(name)}\r\n${value}\r\n`)
      .join('') + `${part(fileField, `; filename="${fileName}"`)}Content-Type: application/octet-stream\r\n\r\n`;
  const after = `\r\n--${boundary}--\r\n`;
  const headers = {
    cookie,
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': String(Buffer.byteLength(before) + size + Buffer.byteLength(after)),
  };
  const chunks: Buffer[] = [];
  const response = await send(url, { method: 'POST', headers }, { file, start: 0, end: size - 1, before, after }, (chunk) =>
    chunks.push(chunk),
  );
  return { status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() };
}

export interface MultipartUpload {
  cookie: string;
  fields: Record<string, string>;
  fileField: string;
  fileName: string;
  file: string;
  size: number;
}

interface FileBody {
  file: string;
  start: number;
  end: number;
  /** Written before and after the file's bytes (a multipart body's framing). */
  before?: string;
  after?: string;
}

/**
 * A request whose body, if any, is piped from a byte range of a file; resolves once the
 * response has ended (its body goes to `onData` when given, else is dropped).
 */
function send(url: string, options: http.RequestOptions, body?: FileBody, onData?: (chunk: Buffer) => void) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.request(url, options, (response) => {
      if (onData) response.on('data', onData);
      else response.resume();
      response.on('end', () => resolve(response));
    });
    request.on('error', reject);
    if (!body) request.end();
    else {
      if (body.before) request.write(body.before);
      pipeline(createReadStream(body.file, { start: body.start, end: body.end }), request, { end: false })
        .then(() => request.end(body.after))
        .catch(reject);
    }
  });
}
