import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../../server/app';
import { activity } from '../../../server/db/schema';
import { buildTestApp, loginAs } from './test-app';

export type OrganisationRow = { id: number; isActive: boolean; description: string | null } & Record<string, unknown>;

/** A seller company or an agency: the same contact fields and rules under two names. */
export interface OrganisationArea {
  path: string;
  /** The spec's update address for an id (`/api/agencies/?id=7`). */
  updateUrl: (id: number | string) => string;
  nameField: string;
  /** The audit log's entityType, also the noun of its descriptions ("Created agency 'X'"). */
  entityType: string;
  notFoundMessage: string;
  duplicateMessage: (name: string) => string;
  /** What a blank description is stored as. */
  blankDescription: string | null;
  /** A demo row's name, to collide with. */
  demoName: string;
}

/** A contact number of exactly the spec's 20 characters. */
export const TWENTY = '+27 (0)21 555 010 12';

/**
 * An app on a database of its own (so the list tests beside it keep the demo totals), logged
 * in, with the requests and reads the write tests of an area share.
 */
export function organisationContext(area: OrganisationArea) {
  let app: App;
  let cookie: string;
  let adminId: number;
  beforeAll(async () => {
    app = await buildTestApp();
    cookie = await loginAs(app);
    adminId = (await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().user.id;
  });
  afterAll(() => app.close());

  let made = 0;
  const freshName = () => `Test Organisation ${++made}`;
  const body = (overrides: Record<string, unknown> = {}) => ({
    userId: 3,
    [area.nameField]: freshName(),
    contactPerson: 'Thandi Nkosi',
    contactNumber: '021 555 0100',
    emailAddress: 'thandi@example.co.za',
    description: 'Owner of A-grade offices.',
    ...overrides,
  });
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = { cookie }) =>
    app.inject({ method, url, headers, payload });
  const post = (payload?: object, headers?: Record<string, string>) => inject('POST', area.path, payload, headers);
  const put = (id: number | string, payload?: object, headers?: Record<string, string>) => inject('PUT', area.updateUrl(id), payload, headers);
  const getOne = async (id: number): Promise<OrganisationRow> => (await inject('GET', `${area.path}/${id}`)).json();
  const create = async (overrides: Record<string, unknown> = {}): Promise<OrganisationRow> => {
    const res = await post(body(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const auditOf = (id: number) =>
    app.db.select().from(activity).where(and(eq(activity.entityType, area.entityType), eq(activity.entityId, String(id)))).orderBy(asc(activity.id));
  const rowCount = async () => (await inject('GET', area.path)).json().length;
  /** Runs a refused write and checks that neither a row nor an audit entry came of it. */
  const writesNothing = async (refused: () => Promise<void>) => {
    const [rows, entries] = [await rowCount(), await app.db.$count(activity)];
    await refused();
    expect(await rowCount()).toBe(rows);
    expect(await app.db.$count(activity)).toBe(entries);
  };
  return { adminId: () => adminId, freshName, body, inject, post, put, getOne, create, auditOf, writesNothing };
}

export type OrganisationContext = ReturnType<typeof organisationContext>;
