import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../../server/app';
import type { Operation } from './operations';
import { Pick, type Pools } from './pools';
import type { Body, FileKind, Part, Plan } from './requests';

/** The bytes of each kind of file a multipart request may carry (the size limits are 64 KiB in the fuzz app). */
export type Files = Record<FileKind, Buffer> & { video: Buffer };

/** tus uploads created and not yet finished or ended: what an 'upload', 'head' or 'delete' action addresses. */
const TUS_BASE = '/api/media/videos/tus';

export interface Sender {
  /** Sends `plan` as the fuzz's session (or none, or from another site) and answers the response and its method. */
  send: (plan: Plan) => Promise<{ res: LightMyRequestResponse; method: string; url: string }>;
}

export function sender(
  app: App,
  ops: Map<string, Operation>,
  pools: Pools,
  files: Files,
  auth: { cookie: () => string; serviceToken: string },
): Sender {
  const pendingUploads: string[] = [];

  const resolve = (value: unknown, focus: number): unknown => {
    if (value instanceof Pick) return pools.resolve(value, focus);
    if (Array.isArray(value)) return value.map((v) => resolve(v, focus));
    if (value && typeof value === 'object') {
      const out = {};
      for (const [k, v] of Object.entries(value))
        Object.defineProperty(out, k, { value: resolve(v, focus), enumerable: true, configurable: true, writable: true });
      return out;
    }
    return value;
  };
  const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value));

  function urlOf(plan: Plan, op: Operation | undefined): string {
    if (plan.url !== undefined) return plan.url;
    let path = op!.path;
    for (const [name, value] of Object.entries(plan.path)) {
      const wire = plan.rawPath ? String(value) : encodeURIComponent(text(resolve(value, plan.focus)));
      path = path.replace(`{${name}}`, wire);
    }
    const query = plan.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(text(resolve(v, plan.focus)))}`).join('&');
    return query ? `${path}?${query}` : path;
  }

  function multipart(body: Extract<Body, { kind: 'multipart' }>, focus: number) {
    const boundary = `fuzz${focus}`;
    const chunks: Buffer[] = [];
    for (const part of body.parts) chunks.push(partBytes(part, boundary, focus));
    let payload = Buffer.concat(chunks);
    if (body.ending === 'closed') payload = Buffer.concat([payload, Buffer.from(`--${boundary}--\r\n`)]);
    else payload = payload.subarray(0, Math.max(0, payload.length - 7));
    const type =
      body.boundary === 'ok'
        ? `multipart/form-data; boundary=${boundary}`
        : body.boundary === 'wrong'
          ? 'multipart/form-data; boundary=other'
          : 'multipart/form-data';
    return { payload, type };
  }

  function partBytes(part: Part, boundary: string, focus: number): Buffer {
    if (!('file' in part))
      return Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${text(resolve(part.value, focus))}\r\n`,
      );
    const filename = part.filename === null ? '' : `; filename="${part.filename}"`;
    const type = part.file === 'image' ? 'image/png' : 'application/pdf';
    return Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\nContent-Type: ${type}\r\n\r\n`),
      files[part.file],
      Buffer.from('\r\n'),
    ]);
  }

  /** A tus action as tus-js-client would send it, with the plan's headers over the right ones. */
  function tus(body: Extract<Body, { kind: 'tus' }>, plan: Plan): InjectOptions {
    const pending = pendingUploads.length ? pendingUploads[plan.focus % pendingUploads.length] : undefined;
    const base = { 'tus-resumable': '1.0.0' };
    const create = {
      method: 'POST' as const,
      url: TUS_BASE,
      headers: {
        ...base,
        'upload-length': String(files.video.length),
        'upload-metadata': `filename ${Buffer.from('fuzz clip.webm').toString('base64')}`,
      },
    };
    switch (body.action) {
      case 'create':
        return { ...create, headers: { ...create.headers, ...body.headers } };
      case 'upload':
        if (!pending) return { ...create, headers: { ...create.headers, ...body.headers } };
        return {
          method: 'PATCH',
          url: pending,
          headers: { ...base, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', ...body.headers },
          payload: files.video,
        };
      case 'head':
        return { method: 'HEAD', url: pending ?? `${TUS_BASE}/${randomBytes(4).toString('hex')}`, headers: { ...base, ...body.headers } };
      case 'delete':
        return { method: 'DELETE', url: pending ?? TUS_BASE, headers: { ...base, ...body.headers } };
      case 'unknown-id':
        return {
          method: plan.method,
          url: `${TUS_BASE}/${plan.focus % 2 ? '00000000-0000-4000-8000-000000000000' : '..%2F..%2Fx'}`,
          headers: { ...base, ...body.headers },
        };
    }
  }

  return {
    async send(plan) {
      const op = ops.get(plan.op);
      const headers: Record<string, string> = {};
      let options: InjectOptions;
      if (plan.body?.kind === 'tus') {
        options = tus(plan.body, plan);
      } else {
        options = { method: plan.method, url: urlOf(plan, op) };
        if (plan.body?.kind === 'json') {
          options.payload = JSON.stringify(resolve(plan.body.value, plan.focus)) ?? 'null';
          headers['content-type'] = 'application/json';
        } else if (plan.body?.kind === 'raw') {
          options.payload = plan.body.text;
          headers['content-type'] = 'application/json';
        } else if (plan.body?.kind === 'multipart') {
          const { payload, type } = multipart(plan.body, plan.focus);
          options.payload = payload;
          headers['content-type'] = type;
        }
      }
      if (plan.contentType === null) delete headers['content-type'];
      else if (plan.contentType !== undefined) headers['content-type'] = plan.contentType;
      if (plan.session !== 'none') headers.cookie = auth.cookie();
      if (plan.session === 'foreign-origin') headers.origin = 'https://evil.example';
      if (op?.serviceToken && plan.session === 'admin') headers.authorization = `Bearer ${auth.serviceToken}`;
      options.headers = { ...(options.headers as Record<string, string>), ...headers };
      const res = await app.inject(options);
      const method = options.method as string;
      // Keep the tus uploads in play: a created one can be written or ended, a finished or ended one cannot.
      if (method === 'POST' && options.url === TUS_BASE && res.statusCode === 201 && res.headers.location)
        pendingUploads.push(String(res.headers.location));
      if (
        (method === 'PATCH' && res.statusCode === 204) ||
        (method === 'DELETE' && res.statusCode === 204) ||
        res.statusCode === 404 ||
        res.statusCode === 410
      ) {
        const at = pendingUploads.indexOf(options.url as string);
        if (at >= 0) pendingUploads.splice(at, 1);
      }
      return { res, method, url: options.url as string };
    },
  };
}

/** What is wrong with an answer, if anything: never a 5xx, and every 4xx (with a body) in the one error shape of DESIGN.md. */
export function problemWith(res: LightMyRequestResponse, method: string): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400 || method === 'HEAD') return undefined;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `answered ${res.statusCode} as '${type}', not JSON: ${res.body.slice(0, 200)}`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `answered ${res.statusCode} with a body that is not JSON: ${res.body.slice(0, 200)}`;
  }
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  const shaped =
    body !== null &&
    typeof body === 'object' &&
    Object.keys(body).join() === 'error' &&
    error !== null &&
    typeof error === 'object' &&
    typeof error.code === 'string' &&
    typeof error.message === 'string' &&
    Object.keys(error).every((k) => ['code', 'message', 'fields'].includes(k)) &&
    (error.fields === undefined ||
      (typeof error.fields === 'object' && error.fields !== null && Object.values(error.fields).every((v) => typeof v === 'string')));
  return shaped ? undefined : `answered ${res.statusCode} outside the error shape: ${res.body.slice(0, 300)}`;
}
