import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { buildTestApp } from './helpers/test-app';

// The server serves the built admin app (STATIC_DIR) beside the API: a small stand-in build here,
// shaped as `vite build` writes it (hashed names under assets/, .br and .gz beside them).
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>';
const SCRIPT = `console.log(${JSON.stringify('the admin app '.repeat(200))});`;

let app: App;
let staticDir: string;
beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'bo-static-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX);
  const script = path.join(staticDir, 'assets', 'index-Ab12Cd34.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  app = await buildTestApp({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await app.close();
  await rm(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the built admin app', () => {
  it('answers any screen address with index.html, asked afresh each time', async () => {
    for (const url of ['/', '/properties', '/properties/12/information']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('public, max-age=0');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('sends a hashed asset compressed as the browser accepts, to be kept for good', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers 404 for a missing asset rather than index.html', async () => {
    const res = await get('/assets/index-Gone0000.js', { accept: '*/*' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('answers an unknown API path with the JSON error, even when a page is asked for', async () => {
    const res = await get('/api/no-such-thing', { accept: 'text/html' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('answers neither a page nor an asset to a host outside ALLOWED_HOSTS (issue 29, DNS rebinding): 421', async () => {
    for (const [url, accept] of [
      ['/', 'text/html'],
      ['/properties', 'text/html'],
      ['/assets/index-Ab12Cd34.js', '*/*'],
    ]) {
      const res = await get(url, { accept, host: 'rebind.example:3000' });
      expect(res.statusCode, url).toBe(421);
      expect(res.json(), url).toMatchObject({ error: { code: 'MISDIRECTED_REQUEST' } });
    }
  });
});
