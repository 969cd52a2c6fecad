import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { mediaImages, storedFiles } from '../../server/db/schema';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { buildTestApp } from './helpers/test-app';
import { mp4, uploadImage } from './helpers/uploads';

// Issue 17: metrics for the operator in Prometheus' text format, behind a token or on a port of their own.

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';
const REFUSED = { code: 'UNAUTHORIZED', message: 'A valid metrics token is required (Authorization: Bearer ...)' };

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a scrape: `name{label="value",…} number` lines, comments left out. */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labelText = '', value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      const labels = Object.fromEntries([...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k, v]));
      return { name, labels, value: Number(value) };
    });
}

/** The one sample of `name` whose labels include `labels`, or undefined. */
function sample(all: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = all.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

describe('with METRICS_TOKEN', () => {
  const api = useLoggedInApp({ METRICS_TOKEN: TOKEN });
  let base: string;
  beforeAll(async () => {
    base = await api.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const scrape = (authorization?: string) =>
    api.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
  const scraped = async () => {
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode, res.body).toBe(200);
    return samples(res.body);
  };

  it('refuses a scrape without the token, or with another, in the error shape, cached by nobody', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-the-same-kind', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await scrape(authorization);
      expectError(res, 401, REFUSED);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it("answers the right token with Prometheus' text format, the process's metrics included, cached by nobody", async () => {
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(PROMETHEUS_TEXT);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts requests by route pattern, method and status, never by the URL asked', async () => {
    expect((await api.get('/api/portfolios/1/properties')).statusCode).toBe(200);
    expectError(await api.get('/api/portfolios/999999/properties'), 404);
    expectError(await api.get('/api/portfolios/not-a-number/properties'), 400);
    expectError(await api.get('/api/no-such-area/17'), 404);
    const all = await scraped();
    const requests = (method: string, route: string, status: string) => sample(all, 'http_requests_total', { method, route, status });
    // The login of useLoggedInApp, before any test.
    expect(requests('POST', '/api/auth/user-login', '200')).toBe(1);
    expect(requests('GET', '/api/portfolios/:id/properties', '200')).toBe(1);
    expect(requests('GET', '/api/portfolios/:id/properties', '404')).toBe(1);
    expect(requests('GET', '/api/portfolios/:id/properties', '400')).toBe(1);
    expect(requests('GET', 'unmatched', '404')).toBe(1);
    expect(all.filter((s) => /\d|no-such-area/.test(s.labels.route ?? '')).map((s) => s.labels.route)).toEqual([]);
  });

  it('times each request in a histogram by route and status class, from 5 ms to 10 s', async () => {
    expect((await api.get('/api/agencies/1')).statusCode).toBe(200);
    expectError(await api.get('/api/agencies/999999'), 404);
    expectError(await api.get('/api/agencies/0'), 400);
    const all = await scraped();
    const labels = { method: 'GET', route: '/api/agencies/:id' };
    expect(sample(all, 'http_request_duration_seconds_count', { ...labels, status_class: '2xx' })).toBe(1);
    expect(sample(all, 'http_request_duration_seconds_count', { ...labels, status_class: '4xx' })).toBe(2);
    expect(sample(all, 'http_request_duration_seconds_bucket', { ...labels, status_class: '4xx', le: '+Inf' })).toBe(2);
    expect(sample(all, 'http_request_duration_seconds_sum', { ...labels, status_class: '2xx' })).toBeGreaterThan(0);
    const bounds = all.filter((s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.status_class === '2xx');
    expect([...new Set(bounds.map((s) => s.labels.le))]).toEqual([
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '5',
      '10',
      '+Inf',
    ]);
  });

  it('leaves its own scrapes out of the request metrics', async () => {
    await scraped();
    const all = await scraped();
    expect(all.filter((s) => s.labels.route === '/metrics')).toEqual([]);
  });

  it("reports both database pools' use as they are when scraped", async () => {
    const all = await scraped();
    for (const pool of ['api', 'upload_locks']) {
      for (const name of ['db_pool_connections', 'db_pool_idle_connections', 'db_pool_waiting_requests', 'db_pool_max_connections'])
        expect(sample(all, name, { pool }), `${name} ${pool}`).toBeTypeOf('number');
    }
    // Test apps get a pool of 4 (helpers/test-app.ts); the session checks have opened at least one.
    expect(sample(all, 'db_pool_max_connections', { pool: 'api' })).toBe(4);
    expect(sample(all, 'db_pool_connections', { pool: 'api' })).toBeGreaterThanOrEqual(1);
    expect(sample(all, 'db_pool_waiting_requests', { pool: 'api' })).toBe(0);
  });

  it('counts the bytes of an image upload, its original and both variants, as images', async () => {
    const before = sample(await scraped(), 'upload_bytes_total', { kind: 'images' }) ?? 0;
    const { id } = await uploadImage(api);
    const [image] = await api.app.db.select().from(mediaImages).where(eq(mediaImages.id, id));
    const files = await api.app.db
      .select({ size: storedFiles.sizeBytes })
      .from(storedFiles)
      .where(inArray(storedFiles.id, [image.originalFileId, image.displayFileId, image.thumbnailFileId]));
    expect(files).toHaveLength(3);
    const after = sample(await scraped(), 'upload_bytes_total', { kind: 'images' });
    expect(after).toBe(before + files.reduce((sum, f) => sum + f.size, 0));
  });

  it('counts the bytes of a tus video upload exactly, and its requests by route', async () => {
    const before = sample(await scraped(), 'upload_bytes_total', { kind: 'videos' }) ?? 0;
    const bytes = mp4(200 * 1024);
    const tus = (method: string, url: string, headers: Record<string, string>, body?: Buffer) =>
      fetch(`${base}${url}`, {
        method,
        headers: { cookie: api.cookie, 'tus-resumable': '1.0.0', ...headers },
        body: body && new Uint8Array(body),
      });
    const created = await tus('POST', '/api/media/videos/tus', { 'upload-length': String(bytes.length) });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location') ?? '', `${base}/api/media/videos/tus/`).pathname;
    const half = 120 * 1024;
    const patch = (offset: number, part: Buffer) =>
      tus('PATCH', url, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, part);
    expect((await patch(0, bytes.subarray(0, half))).status).toBe(204);
    expect((await patch(half, bytes.subarray(half))).status).toBe(204);

    const all = await scraped();
    expect(sample(all, 'upload_bytes_total', { kind: 'videos' })).toBe(before + bytes.length);
    // tus answers by itself (the route hijacks the reply): its requests are counted all the same.
    expect(sample(all, 'http_requests_total', { method: 'POST', route: '/api/media/videos/tus', status: '201' })).toBe(1);
    expect(sample(all, 'http_requests_total', { method: 'PATCH', route: '/api/media/videos/tus/*', status: '204' })).toBe(2);
  });

  it('is no operation of the API document', async () => {
    const { paths } = (await api.get('/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(paths).filter((path) => path.includes('metrics'))).toEqual([]);
  });

  it('serves no metrics port when METRICS_PORT is unset', () => {
    expect(api.app.metrics.address()).toBeUndefined();
  });
});

describe('with neither METRICS_TOKEN nor METRICS_PORT', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('has no /metrics at all', async () => {
    expectError(await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }), 404);
    expect(app.metrics.address()).toBeUndefined();
  });
});

describe('with METRICS_PORT', () => {
  let app: App;
  let metricsUrl: string;
  beforeAll(async () => {
    app = await buildTestApp({ METRICS_PORT: '0' });
    const address = app.metrics.address();
    expect(address?.address).toBe('127.0.0.1');
    metricsUrl = `http://127.0.0.1:${address?.port}/metrics`;
  });
  afterAll(() => app.close());

  it('serves the metrics there without a token, from the moment the app is ready', async () => {
    await app.inject({ method: 'GET', url: '/api/health/live' });
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(PROMETHEUS_TEXT);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(sample(samples(await res.text()), 'http_requests_total', { route: '/api/health/live', status: '200' })).toBe(1);
  });

  it('answers nothing else there, and nothing on the API port without METRICS_TOKEN', async () => {
    const other = await fetch(metricsUrl.replace('/metrics', '/api/health/live'));
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route GET /api/health/live' } });
    expectError(await app.inject({ method: 'GET', url: '/metrics' }), 404);
  });

  it('stops listening when the app closes', async () => {
    const other = await buildTestApp({ METRICS_PORT: '0' });
    const url = `http://127.0.0.1:${other.metrics.address()?.port}/metrics`;
    expect((await fetch(url)).status).toBe(200);
    await other.close();
    await expect(fetch(url)).rejects.toThrow();
  });
});

describe('metrics settings', () => {
  const env = { DATABASE_URL: 'postgres://unused' };

  it('refuses a METRICS_TOKEN short enough to guess', () => {
    expect(() => loadConfig({ ...env, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('refuses a METRICS_PORT that is the API port', () => {
    expect(() => loadConfig({ ...env, PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      'Invalid configuration: METRICS_PORT must differ from PORT: the metrics listen on a port of their own',
    );
    expect(loadConfig({ ...env, METRICS_PORT: '9464' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '127.0.0.1' });
  });
});
