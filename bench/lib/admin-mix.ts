import sharp from 'sharp';

/** One request as autocannon's setupRequest answers it. */
export interface MixRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface MixKind {
  name: string;
  /** Share of the traffic, relative to the other kinds' weights. */
  weight: number;
  next: () => MixRequest;
}

interface Block {
  id: number;
  propertyId: number;
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)];
const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');
const page = (sort: string) => q({ range: [0, 24], sort: [sort, 'ASC'] });

async function getJson<T>(base: string, cookie: string, path: string): Promise<T> {
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A small real PNG posted as the admin's image picker posts it. */
async function imageUpload(): Promise<{ body: Buffer; contentType: string }> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2878c8' } })
    .png()
    .toBuffer();
  const boundary = '----benchmix7d3c';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * An admin's day as traffic: list pages, details, content block edits, block and landing
 * re-orders, small image uploads, drawn at random by weight from the demo data's ids. Writes
 * carry the Origin the same-origin check wants; the session cookie goes on every request.
 */
export async function adminMix(base: string, cookie: string): Promise<MixKind[]> {
  const properties = await getJson<{ id: number }[]>(base, cookie, '/api/properties');
  const propertyIds = properties.map((p) => p.id);
  const agencies = await getJson<{ id: number }[]>(base, cookie, `/api/agencies?${page('agencyName')}`);
  const sellers = await getJson<{ id: number }[]>(base, cookie, `/api/seller-companies?${page('companyName')}`);
  const blocks: Block[] = [];
  for (const propertyId of propertyIds.slice(0, 20))
    blocks.push(...(await getJson<Block[]>(base, cookie, `/api/property-content-items?propertyId=${propertyId}`)));
  if (!blocks.length || propertyIds.length < 2) throw new Error('adminMix: the demo data has no content blocks or too few properties');
  const upload = await imageUpload();

  const write = (method: 'POST' | 'PUT', path: string, body: unknown): MixRequest => ({
    method,
    path,
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  let edits = 0;
  return [
    {
      name: 'list pages',
      weight: 30,
      next: () =>
        pick([
          {
            method: 'GET',
            path: `/api/properties/admin?${q({ filter: { isActive: true }, range: [0, 24], sort: ['listingTitle', 'ASC'] })}`,
          },
          { method: 'GET', path: `/api/agencies?${page('agencyName')}` },
          { method: 'GET', path: `/api/seller-companies?${page('companyName')}` },
          { method: 'GET', path: `/api/users?${page('firstName')}` },
          { method: 'GET', path: `/api/activity?${q({ range: [0, 24], sort: ['occurredAt', 'DESC'] })}` },
          { method: 'GET', path: '/api/properties' },
        ] satisfies MixRequest[]),
    },
    {
      name: 'details',
      weight: 25,
      next: () =>
        pick([
          () => write('POST', `/api/properties/${pick(propertyIds)}/admin`, {}),
          (): MixRequest => ({ method: 'GET', path: `/api/agencies/${pick(agencies).id}` }),
          (): MixRequest => ({ method: 'GET', path: `/api/seller-companies/${pick(sellers).id}` }),
          (): MixRequest => ({ method: 'GET', path: `/api/property-content-items?propertyId=${pick(blocks).propertyId}` }),
        ])(),
    },
    {
      name: 'content edits',
      weight: 20,
      next: () => {
        const { id, propertyId } = pick(blocks);
        const contentHeader = `Bench edit ${++edits}`;
        return write('PUT', `/api/property-content-items/update?id=${id}`, {
          propertyId,
          contentHeader,
          contentBody: `<p>${contentHeader}</p>`,
        });
      },
    },
    {
      name: 're-orders',
      weight: 15,
      next: () => {
        if (Math.random() < 0.5) {
          const { id, propertyId } = pick(blocks);
          return write('PUT', '/api/property-content-items/re-order', {
            propertyId,
            propertyContentItemId: id,
            displayOrder: Math.floor(Math.random() * 4),
          });
        }
        const [propertyId, before] = [pick(propertyIds), pick([0, ...propertyIds])];
        return write('PUT', '/api/properties/re-order-landing-page', { propertyId, propertyBeforeId: before === propertyId ? 0 : before });
      },
    },
    {
      name: 'image uploads',
      weight: 5,
      next: () => ({
        method: 'POST',
        path: '/api/media/images',
        headers: { origin: base, 'content-type': upload.contentType },
        body: upload.body,
      }),
    },
  ];
}

/** Draws a kind by weight. */
export function chooser(kinds: MixKind[]): () => MixKind {
  const total = kinds.reduce((sum, k) => sum + k.weight, 0);
  return () => {
    let r = Math.random() * total;
    for (const kind of kinds) if ((r -= kind.weight) < 0) return kind;
    return kinds[kinds.length - 1];
  };
}
