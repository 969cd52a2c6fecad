import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUPPORT } from '../../server/demo/demo-data';
import { mp4 } from '../api/helpers/uploads';
import { startTestS3, type TestS3 } from '../helpers/s3-server';
import { cloneDatabase, type ClonedDatabase } from '../system/helpers/cloned-database';
import { logIn, type HttpSession } from '../system/helpers/http-session';
import { killAllServers, startServer, type ServerProcess } from '../system/helpers/server-process';

// Issue 17 'npm run test:cluster': two API processes on different ports, one PostgreSQL, one
// S3-compatible store. Nothing a user does through one may depend on which one answers.

const SESSION_CACHE_MS = 1_000;
const LOGIN_LIMIT = 4;
const MiB = 1024 * 1024;

let database: ClonedDatabase;
let s3: TestS3;
let db: pg.Pool;
let a: ServerProcess;
let b: ServerProcess;
const dataDirs: string[] = [];

beforeAll(async () => {
  [database, s3] = await Promise.all([cloneDatabase(), startTestS3()]);
  db = new pg.Pool({ connectionString: database.url, max: 2 });
  const start = async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bo-cluster-'));
    dataDirs.push(dataDir);
    return startServer({
      ...s3.env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SESSION_CACHE_MS: String(SESSION_CACHE_MS),
      LOGIN_RATE_LIMIT_MAX: String(LOGIN_LIMIT),
    });
  };
  [a, b] = await Promise.all([start(), start()]);
});
afterAll(async () => {
  await killAllServers();
  await db?.end();
  await s3?.close();
  await database?.remove();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const me = (session: HttpSession) => session.request('GET', '/api/auth/session');

describe('two API processes, one database, one bucket', () => {
  it('takes a login on A as a session on B, and ends it on A within SESSION_CACHE_MS of a logout on B', async () => {
    const onA = await logIn(a.url);
    const onB = onA.at(b.url);
    expect((await me(onA)).status).toBe(200);
    expect((await me(onB)).status).toBe(200);

    expect((await onB.request('POST', '/api/auth/user-logout')).status).toBeLessThan(300);
    const loggedOut = Date.now();
    while ((await me(onA)).status === 200) {
      expect(Date.now() - loggedOut).toBeLessThan(SESSION_CACHE_MS + 500);
    }
    expect((await me(onA)).status).toBe(401);
  });

  it('holds a login rate limit reached through A on B too', async () => {
    const attempt = (base: string, password: string) =>
      fetch(`${base}/api/auth/user-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ emailAddress: DEMO_SUPPORT.email, password }),
      });
    for (let i = 0; i < LOGIN_LIMIT; i++) expect((await attempt(a.url, 'wrong password')).status).toBe(401);
    const onB = await attempt(b.url, DEMO_SUPPORT.password);
    expect(onB.status).toBe(429);
    expect(await onB.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it('serves from B an image uploaded through A', async () => {
    const onA = await logIn(a.url);
    const bytes = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c86428' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'front.jpg');
    const res = await onA.request('POST', '/api/media/images', form);
    expect(res.status).toBe(200);
    const { variants } = ((await res.json()) as { result: { variants: string[] } }).result;
    for (const link of variants) {
      const [fromA, fromB] = await Promise.all([fetch(`${a.url}${link}`), fetch(`${b.url}${link}`)]);
      expect(fromB.status).toBe(200);
      expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    }
  });

  it('resumes on B a video upload started on A and cut off, and keeps its bytes exactly', async () => {
    const onA = await logIn(a.url);
    const onB = onA.at(b.url);
    const bytes = mp4(11 * MiB + 7);
    const tusHeaders = { 'tus-resumable': '1.0.0' };
    const created = await onA.request('POST', '/api/media/videos/tus', undefined, {
      ...tusHeaders,
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${btoa('tour.mp4')}`,
    });
    expect(created.status).toBe(201);
    const id = created.headers.get('location')?.split('/').pop() ?? '';
    const url = `/api/media/videos/tus/${id}`;

    // The connection drops 7 MiB into the body: what arrived before is kept, or not, but either
    // way both processes must then agree on the offset.
    await cutPatch(`${a.url}${url}`, onA.cookie, bytes, 7 * MiB);
    const offsetAt = async (session: HttpSession) =>
      Number((await session.request('HEAD', url, undefined, tusHeaders)).headers.get('upload-offset'));
    const offset = await offsetAt(onB);
    expect(offset).toBe(await offsetAt(onA));
    expect(offset).toBeLessThanOrEqual(7 * MiB);

    const rest = await fetch(`${b.url}${url}`, {
      method: 'PATCH',
      headers: {
        cookie: onB.cookie,
        origin: b.url,
        ...tusHeaders,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(bytes.subarray(offset)),
    });
    expect(rest.status, await rest.text()).toBe(204);

    const played = await onA.request('GET', `/api/media/videos/${id}/play`);
    expect(played.status).toBe(200);
    expect(Buffer.from(await played.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('keeps the landing page and a property content order dense under 200 concurrent moves split across A and B', async () => {
    const onA = await logIn(a.url);
    const sessions = [onA, onA.at(b.url)];
    const landing = (await db.query<{ id: number }>('select id from properties order by display_order')).rows.map((r) => r.id);
    const { rows: blocks } = await db.query<{ id: number; property_id: number }>(
      `select id, property_id from property_content_items
        where property_id = (select property_id from property_content_items group by property_id order by count(*) desc limit 1)`,
    );
    const moves = Array.from({ length: 200 }, (_, i) => {
      const session = sessions[i % 2];
      if (i % 4 < 2) {
        return session.request('PUT', '/api/properties/re-order-landing-page', {
          propertyId: landing[(i * 7) % landing.length],
          propertyBeforeId: i % 10 === 0 ? 0 : landing[(i * 13) % landing.length],
        });
      }
      return session.request('PUT', '/api/property-content-items/re-order', {
        propertyId: blocks[0].property_id,
        propertyContentItemId: blocks[(i * 5) % blocks.length].id,
        displayOrder: (i * 3) % (blocks.length + 1),
      });
    });
    const statuses = (await Promise.all(moves)).map((res) => res.status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const dense = (orders: number[]) => expect(orders).toEqual(orders.map((_, i) => i + 1));
    dense((await db.query<{ o: number }>('select display_order as o from properties order by display_order')).rows.map((r) => r.o));
    dense(
      (
        await db.query<{ o: number }>(
          'select display_order as o from property_content_items where property_id = $1 order by display_order',
          [blocks[0].property_id],
        )
      ).rows.map((r) => r.o),
    );
  });

  it('shows a property added through A in the totals B counts, within the list-count cache bound (10 s)', async () => {
    const onA = await logIn(a.url);
    const onB = onA.at(b.url);
    const total = async () =>
      Number(/\/(\d+)$/.exec((await onB.request('GET', '/api/properties/admin?range=[0,9]')).headers.get('content-range') ?? '')?.[1]);
    const before = await total();
    const { rows } = await db.query<PropertyRefs>(
      `select category_id, agent_id, seller_company_id, province_id, country_id, property_status_id
         from properties where agent_id is not null order by id limit 1`,
    );
    const created = await onA.request('POST', '/api/properties', newPropertyFrom(rows[0]));
    expect(created.status, await created.clone().text()).toBe(201);
    const added = Date.now();
    while ((await total()) === before) {
      expect(Date.now() - added).toBeLessThan(10_000 + 1_000);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await total()).toBe(before + 1);
  });
});

/** A PATCH whose connection is destroyed after `cutAt` bytes of the body. */
function cutPatch(url: string, cookie: string, bytes: Buffer, cutAt: number): Promise<void> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const request = http.request(url, {
      method: 'PATCH',
      headers: {
        cookie,
        origin: target.origin,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': bytes.length,
      },
    });
    request.on('error', () => resolve());
    request.on('response', (res) => {
      res.resume();
      resolve();
    });
    request.write(bytes.subarray(0, cutAt), () => {
      // Let the server take what was sent before the connection goes.
      setTimeout(() => {
        request.destroy();
        setTimeout(resolve, 500);
      }, 300);
    });
  });
}

interface PropertyRefs {
  category_id: number;
  agent_id: number;
  seller_company_id: number;
  province_id: number;
  country_id: number;
  property_status_id: number;
}

/** A new property's body, its references taken from an existing one. */
function newPropertyFrom(refs: PropertyRefs) {
  return {
    categoryId: refs.category_id,
    agentId: refs.agent_id,
    sellerCompanyId: refs.seller_company_id,
    listingTitle: 'Cluster test offices',
    listingDescription: 'Added through one process, counted by the other.',
    title: 'Cluster test offices',
    shortDescription: 'Added through one process.',
    addressLine1: '1 Test Street',
    addressLine2: '',
    addressLine3: '',
    suburb: 'Foreshore',
    nearestTown: 'N/A',
    provinceId: refs.province_id,
    countryId: refs.country_id,
    propertyStatusId: refs.property_status_id,
  };
}
