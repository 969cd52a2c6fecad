import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { checkConsistency } from '../../../server/storage/consistency';
import { smallPdf } from '../../../server/demo/small-pdf';
import { createSession } from '../../../server/lib/session-store';
import { createServiceToken } from '../../../server/lib/service-tokens';
import { bySoak } from '../../helpers/soak';
import { useLoggedInApp } from '../helpers/logged-in-app';
import { DEMO_ADMIN } from '../helpers/test-app';
import { operationsOf, type OpenApiDocument } from './operations';
import { Pools } from './pools';
import { requestsFor, strayRequests, type Plan } from './requests';
import { problemWith, sender, type Files } from './send';

const LIMIT = 64 * 1024;
// Small upload limits, so a file over them costs 100 KiB rather than gigabytes.
const api = useLoggedInApp({
  IMAGE_MAX_BYTES: String(LIMIT),
  DATA_ROOM_FILE_MAX_BYTES: String(LIMIT),
  VIDEO_MAX_BYTES: String(8 * 1024 * 1024),
});

const RUNS = bySoak(2_000, 20_000);
/** FUZZ_SEED=<seed> repeats a run; otherwise each run draws its own and prints it. */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const REFRESH_EVERY = 100;
const BATCH = 4;

async function fuzzFiles(): Promise<Files> {
  const [video] = (
    await api.app.db.execute(sql`select f.storage_key as key from media_videos v join stored_files f on f.id = v.file_id limit 1`)
  ).rows as {
    key: string;
  }[];
  const pdf = smallPdf('Fuzzed upload');
  return {
    image: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2878c8' } })
      .png()
      .toBuffer(),
    pdf,
    empty: Buffer.alloc(0),
    garbage: Buffer.from('MZ\u0090\u0000 not the file it claims to be '.repeat(20)),
    big: Buffer.concat([pdf, Buffer.alloc(LIMIT + 1024, 0x20)]),
    video: await buffer(await api.app.storage.get(video.key)),
  };
}

/**
 * A live session of the demo admin (by id: the fuzz may have changed their email or password),
 * restored to an active admin by SQL if the fuzz deactivated or demoted them.
 */
async function freshSession(adminId: number): Promise<string> {
  await api.app.db.execute(sql`update users set is_active = true, user_role_type_id = 1 where id = ${adminId}`);
  const { token } = await createSession(api.app.db, adminId, 24, {});
  return `authToken=${token}`;
}

it(
  `answers ${RUNS} generated requests to every operation of /api/openapi.json with no 5xx and every 4xx in the error shape, and leaves the data consistent`,
  async () => {
    console.log(`API fuzz: seed ${SEED} (FUZZ_SEED=${SEED} repeats this run), ${RUNS} requests`);
    const operations = operationsOf((await api.get('/api/openapi.json')).json<OpenApiDocument>());
    const pools = new Pools(api.app);
    await pools.refresh();
    let cookie = api.cookie;
    const [{ id: adminId }] = (await api.app.db.execute(sql`select id from users where email_address = ${DEMO_ADMIN.email}`)).rows as {
      id: number;
    }[];
    const serviceToken = await createServiceToken(api.app.db, 'fuzz');
    const { send } = sender(api.app, new Map(operations.map((op) => [op.key, op])), pools, await fuzzFiles(), {
      cookie: () => cookie,
      serviceToken,
    });

    const statuses = new Map<string, number>();
    let sent = 0;
    let okWrites = 0;
    let failure = '';
    const requests = fc.oneof(
      { arbitrary: fc.oneof(...operations.map(requestsFor)), weight: 24 },
      { arbitrary: strayRequests(operations), weight: 1 },
    );
    /** One request: its answer checked; a problem ends the run. */
    const check = async (plan: Plan) => {
      const { res, method, url } = await send(plan);
      const bucket = `${method} ${Math.floor(res.statusCode / 100)}xx`;
      statuses.set(bucket, (statuses.get(bucket) ?? 0) + 1);
      if (method !== 'GET' && method !== 'HEAD' && res.statusCode < 300) okWrites++;
      const problem = problemWith(res, method);
      if (problem) {
        failure ||= `${method} ${url.slice(0, 300)} (${plan.mutation}) ${problem}`;
        throw new Error(failure);
      }
      return plan.session === 'admin' && (res.statusCode === 401 || /user-logout/.test(url));
    };
    // A few requests at once, as the admins' browsers send them: faster on two cores, and writes race.
    const property = fc.asyncProperty(fc.array(requests, { minLength: BATCH, maxLength: BATCH }), async (batch: Plan[]) => {
      if ((sent += BATCH) % REFRESH_EVERY === 0) await pools.refresh();
      const lostSession = (await Promise.all(batch.map(check))).some(Boolean);
      // The fuzz may log the admin out, or deactivate them: the rest of the run still needs a session.
      if (lostSession && (await api.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).statusCode === 401)
        cookie = await freshSession(adminId);
    });
    try {
      await fc.assert(property, { seed: SEED, numRuns: RUNS / BATCH, endOnFailure: true });
    } catch (error) {
      throw new Error(`API fuzz failed; repeat with FUZZ_SEED=${SEED}\n${failure}\n${(error as Error).message}`, { cause: error });
    }
    console.log(`API fuzz: ${[...statuses].map(([k, n]) => `${k} ${n}`).join(', ')}; ${okWrites} successful writes`);
    // A real share of the requests were valid writes that changed data, so the check below means something.
    expect(okWrites).toBeGreaterThan(RUNS * 0.05);
    expect(await checkConsistency(api.app.db, api.app.storage)).toEqual([]);
  },
  bySoak(180_000, 1_800_000),
);
