import fc from 'fast-check';
import type { Operation } from './operations';
import { hostileIds, hostileNames, hugeText, malformedJson, nastyText, wrongValue, contentTypes } from './hostile-values';
import { Pick } from './pools';
import { listParameter, validValue } from './valid-values';

/** How a request is sent, before its picks are resolved: printable, so a failure shows what was sent. */
export interface Plan {
  op: string;
  /** What was done to a valid request ('valid' when nothing). */
  mutation: string;
  /** Which property the request is about (the pools' focus). */
  focus: number;
  session: 'admin' | 'none' | 'foreign-origin';
  method: string;
  /** The URL of a request to no operation (then `path` is empty). */
  url?: string;
  /** Path parameters: values, or wire text when `raw`. */
  path: Record<string, unknown>;
  rawPath?: boolean;
  /** Query parameters in order; repeated names are sent repeated. */
  query: [string, unknown][];
  body?: Body;
  /** The Content-Type sent; undefined = the body's own, null = none. */
  contentType?: string | null;
}

export type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'multipart'; parts: Part[]; ending: 'closed' | 'truncated'; boundary: 'ok' | 'missing' | 'wrong' }
  | { kind: 'tus'; action: TusAction; headers: Record<string, string> };

export type Part = { name: string; value: unknown } | { name: string; filename: string | null; file: FileKind };
export type FileKind = 'image' | 'pdf' | 'empty' | 'garbage' | 'big';
type TusAction = 'create' | 'upload' | 'head' | 'delete' | 'unknown-id';

const fileKinds = fc.constantFrom<FileKind>('empty', 'garbage', 'big', 'image', 'pdf');

function validParts(op: Operation): fc.Arbitrary<Part[]> {
  const form = op.multipart!;
  const fields = Object.entries(form.fields).map(([name, pool]) => fc.nat().map((n): Part => ({ name, value: new Pick(pool, n) })));
  const file = fc
    .constantFrom('Lease unit 4.pdf', 'photo.png', 'Façade été.jpg')
    .map((filename): Part => ({ name: form.file.name, filename, file: form.file.kind }));
  return fc.tuple(...fields, file);
}

/** Half the requests are about one of the first three properties, so requests sent together race on one order. */
const focus = fc.oneof(fc.nat(2), fc.nat());

/** A valid request for `op`: every parameter, a body of its schema, the admin's session. */
function validPlan(op: Operation): fc.Arbitrary<Plan> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const path = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, validValue(p.schema, p.name, op.path)])));
  const query = fc.tuple(
    ...queryParams.map((p) => {
      const value = listParameter(p.name, op) ?? validValue(p.schema, p.name, op.path);
      return (p.required ? value : fc.option(value, { nil: undefined })).map((v) => [p.name, v] as [string, unknown]);
    }),
  );
  const body: fc.Arbitrary<Body | undefined> = op.tus
    ? fc.constantFrom<TusAction>('create', 'upload', 'upload', 'head', 'delete').map((action) => ({ kind: 'tus', action, headers: {} }))
    : op.multipart
      ? validParts(op).map((parts) => ({ kind: 'multipart', parts, ending: 'closed', boundary: 'ok' }))
      : op.body
        ? validValue(op.body, '', op.path).map((value) => ({ kind: 'json', value }))
        : fc.constant(undefined);
  return fc.record({ path, query, body, focus }).map(({ path, query, body, focus }) => ({
    op: op.key,
    mutation: 'valid',
    focus,
    session: 'admin',
    method: op.method,
    path,
    query: query.filter(([, v]) => v !== undefined),
    body,
  }));
}

const keyOf = (record: Record<string, unknown>) =>
  fc.nat().map((n) => {
    const keys = Object.keys(record);
    return keys.length ? keys[n % keys.length] : undefined;
  });

/** Sets `key` of a JSON body (an own property even for '__proto__'). */
function withField(plan: Plan, key: string | undefined, value: unknown, mutation: string): Plan {
  const body = plan.body?.kind === 'json' && plan.body.value && typeof plan.body.value === 'object' ? { ...plan.body.value } : {};
  if (key === undefined) return { ...plan, mutation: `${mutation} (no field)` };
  Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
  return { ...plan, mutation: `${mutation} ${key}`, body: { kind: 'json', value: body } };
}

const bodyFields = (plan: Plan): Record<string, unknown> =>
  plan.body?.kind === 'json' && plan.body.value && typeof plan.body.value === 'object' ? (plan.body.value as Record<string, unknown>) : {};

/** What breaks a request of `op` in one way, applied to a valid one. */
function mutations(op: Operation, plan: Plan): fc.Arbitrary<Plan>[] {
  const fields = bodyFields(plan);
  const properties = op.body?.properties ?? {};
  const list: fc.Arbitrary<Plan>[] = [
    fc.constant({ ...plan, mutation: 'no session', session: 'none' as const }),
    fc.constant({ ...plan, mutation: 'foreign origin', session: 'foreign-origin' as const }),
    contentTypes.map((contentType) => ({ ...plan, mutation: 'content type', contentType })),
    fc.tuple(hostileIds, fc.nat()).map(([id, n]) => {
      const names = Object.keys(plan.path);
      if (names.length)
        return { ...plan, mutation: `hostile path id`, rawPath: true, path: { ...plan.path, [names[n % names.length]]: id } };
      const query = plan.query.length ? plan.query : [['id', '1'] as [string, unknown]];
      const at = n % query.length;
      return {
        ...plan,
        mutation: 'hostile query value',
        query: query.map(([k, v], i) => [k, i === at ? decodeSafely(id) : v] as [string, unknown]),
      };
    }),
    fc.tuple(wrongValue, fc.nat()).map(([value, n]) => {
      if (!plan.query.length)
        return {
          ...plan,
          mutation: 'repeated query',
          query: [
            ['id', '1'],
            ['id', '2'],
          ] as [string, unknown][],
        };
      const at = n % plan.query.length;
      return {
        ...plan,
        mutation: 'wrong query value',
        query: plan.query.map(([k, v], i) => [k, i === at ? value : v] as [string, unknown]),
      };
    }),
    fc.constant({ ...plan, mutation: 'repeated query', query: [...plan.query, ...plan.query] }),
  ];
  if (op.body || (!op.multipart && !op.tus && op.method !== 'GET')) {
    list.push(
      fc.tuple(keyOf({ ...properties, ...fields }), wrongValue).map(([key, value]) => withField(plan, key, value, 'wrong type of')),
      keyOf(fields).map((key) => {
        const rest = { ...fields };
        if (key) delete rest[key];
        return { ...plan, mutation: `missing ${key ?? '(none)'}`, body: { kind: 'json' as const, value: rest } };
      }),
      fc
        .tuple(
          fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'extra'), fc.string()),
          fc.jsonValue({ maxDepth: 2 }),
        )
        .map(([key, value]) => withField(plan, key, value, 'extra field')),
      fc.tuple(keyOf({ ...properties, ...fields }), hugeText).map(([key, value]) => withField(plan, key, value, 'huge string in')),
      fc.tuple(keyOf({ ...properties, ...fields }), nastyText).map(([key, value]) => withField(plan, key, value, 'nasty text in')),
      wrongValue.map((value) => ({ ...plan, mutation: 'body of another type', body: { kind: 'json' as const, value } })),
      malformedJson.map((text) => ({ ...plan, mutation: 'malformed JSON', body: { kind: 'raw' as const, text } })),
      fc.nat(200).map((cut) => ({
        ...plan,
        mutation: 'truncated JSON',
        body: { kind: 'raw' as const, text: JSON.stringify(fields).slice(0, cut % 40) },
      })),
      fc.constant({
        ...plan,
        mutation: 'body over the limit',
        body: { kind: 'raw' as const, text: JSON.stringify({ x: 'A'.repeat(1_100_000) }) },
      }),
    );
  }
  if (op.multipart && plan.body?.kind === 'multipart') {
    const { parts } = plan.body;
    const multipart = (mutation: string, change: Partial<Extract<Body, { kind: 'multipart' }>>) => ({
      ...plan,
      mutation,
      body: { ...(plan.body as Extract<Body, { kind: 'multipart' }>), ...change },
    });
    list.push(
      fc.nat().map((n) => multipart('missing part', { parts: parts.filter((_, i) => i !== n % parts.length) })),
      fc
        .tuple(fc.oneof(fc.constantFrom('file', 'File', 'extra', 'UserId'), fc.string()), fc.string())
        .map(([name, value]) => multipart('extra part', { parts: [...parts, { name, value }] })),
      fileKinds.map((file) =>
        multipart('second file', { parts: [...parts, { name: op.multipart!.file.name, filename: 'second.pdf', file }] }),
      ),
      fc
        .tuple(hostileNames, fileKinds)
        .map(([filename, file]) =>
          multipart('hostile file name', { parts: parts.map((p) => ('file' in p ? { ...p, filename, file } : p)) }),
        ),
      fileKinds.map((file) => multipart('other file', { parts: parts.map((p) => ('file' in p ? { ...p, file } : p)) })),
      fc.constant(multipart('file without a name', { parts: parts.map((p) => ('file' in p ? { ...p, filename: null } : p)) })),
      fc
        .tuple(fc.nat(), fc.oneof(hostileIds, wrongValue))
        .map(([n, value]) =>
          multipart('wrong field value', { parts: parts.map((p, i) => (i === n % parts.length && !('file' in p) ? { ...p, value } : p)) }),
        ),
      fc.constant(multipart('truncated multipart', { ending: 'truncated' })),
      fc.constantFrom<'missing' | 'wrong'>('missing', 'wrong').map((boundary) => multipart(`${boundary} boundary`, { boundary })),
      fc.jsonValue({ maxDepth: 1 }).map((value) => ({ ...plan, mutation: 'JSON to an upload', body: { kind: 'json' as const, value } })),
    );
  }
  if (op.tus) {
    const tusHeaders = fc.dictionary(
      fc.constantFrom(
        'tus-resumable',
        'upload-length',
        'upload-offset',
        'upload-metadata',
        'upload-defer-length',
        'content-type',
        'x-http-method-override',
      ),
      fc.oneof(
        fc.constantFrom(
          '1.0.0',
          '0.2.2',
          '-1',
          '0',
          '1',
          'abc',
          '99999999999999999999',
          'filename ../../x',
          'filename %%%',
          'PATCH',
          'DELETE',
        ),
        fc.string(),
      ),
      { maxKeys: 3 },
    );
    list.push(
      fc
        .tuple(fc.constantFrom<TusAction>('create', 'upload', 'head', 'delete', 'unknown-id'), tusHeaders)
        .map(([action, headers]) => ({ ...plan, mutation: 'tus headers', body: { kind: 'tus' as const, action, headers } })),
    );
  }
  return list;
}

/** '%2e%2e' → '..': a query value is encoded when sent, so it is given decoded (malformed escapes as they are). */
function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Requests for `op`: valid ones half the time (so the fuzz writes), otherwise one thing broken. */
export function requestsFor(op: Operation): fc.Arbitrary<Plan> {
  return validPlan(op).chain((plan) =>
    fc.oneof({ arbitrary: fc.constant(plan), weight: 12 }, ...mutations(op, plan).map((arbitrary) => ({ arbitrary, weight: 1 }))),
  );
}

const methods = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS');

/** Requests to no operation: unknown paths under /api and outside it, methods a path does not take. */
export function strayRequests(operations: Operation[]): fc.Arbitrary<Plan> {
  const known = fc.constantFrom(...operations.map((op) => op.path.replace(/\{[^}]*\}/g, '1')));
  const paths = fc.oneof(
    known.map((p) => `${p}/extra`),
    fc.stringMatching(/^\/api\/[a-z-]{1,20}(\/[a-z0-9-]{1,10}){0,2}$/),
    fc.constantFrom(
      '/api',
      '/api/',
      '/api/../etc/passwd',
      '/api/%2e%2e/%2e%2e/etc/passwd',
      '/api/media/images/../../../etc/passwd',
      '/..%2F..%2Fetc%2Fpasswd',
      '/index.html',
      '/assets/x.js',
      '/favicon.ico',
      `/api/${'a'.repeat(5000)}`,
      '/api/agencies/%',
      '/api/agencies/%00',
    ),
  );
  return fc
    .tuple(paths, methods, fc.nat(), fc.constantFrom<Plan['session']>('admin', 'admin', 'none', 'foreign-origin'))
    .map(([path, method, focus, session]) => ({
      op: `${method} ${path}`,
      mutation: 'no such operation',
      url: path,
      focus,
      session,
      method,
      path: {},
      rawPath: true,
      query: [],
      body: method === 'GET' || method === 'OPTIONS' ? undefined : { kind: 'raw', text: '{}' },
    }));
}
