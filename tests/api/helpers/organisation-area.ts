import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { activity, type agencies, type sellerCompanies } from '../../../server/db/schema';
import { useLoggedInApp } from './logged-in-app';

export type OrganisationRow = { id: number; isActive: boolean; description: string | null } & Record<string, unknown>;

/** A seller company or an agency: the same contact fields and rules under two names. */
export interface OrganisationArea {
  path: string;
  /** The spec's update address for an id (`/api/agencies/?id=7`). */
  updateUrl: (id: number | string) => string;
  /** Where its rows are stored, for tests that add rows straight into it. */
  table: typeof agencies | typeof sellerCompanies;
  nameField: string;
  /** The audit log's entityType, also the noun of its descriptions ("Created agency 'X'"). */
  entityType: string;
  /** The columns the list's `q` searches. */
  searchedFields: string[];
  /** A `q` that matches some demo rows but not all. */
  sampleQuery: string;
  notFoundMessage: string;
  duplicateMessage: (name: string) => string;
  /** What a blank description is stored as. */
  blankDescription: string | null;
  /** Every demo row's name. */
  demoNames: readonly string[];
  /** A demo row's name, to collide with. */
  demoName: string;
  /** The one demo row that is inactive. */
  inactiveName: string;
}

/** A contact number of exactly the spec's 20 characters. */
export const TWENTY = '+27 (0)21 555 010 12';

/**
 * An app on a database of its own (so the list tests beside it keep the demo totals), logged
 * in, with the requests and reads the write tests of an area share.
 */
export function organisationContext(area: OrganisationArea) {
  const api = useLoggedInApp();
  let adminId: number;
  beforeAll(async () => {
    adminId = (await api.get('/api/auth/session')).json().user.id;
  });

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
  // Headers replace the session cookie, so a test can send a write without a session.
  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = { cookie: api.cookie },
  ) => api.app.inject({ method, url, headers, payload });
  const post = (payload?: object, headers?: Record<string, string>) => inject('POST', area.path, payload, headers);
  const put = (id: number | string, payload?: object, headers?: Record<string, string>) =>
    inject('PUT', area.updateUrl(id), payload, headers);
  const getOne = async (id: number): Promise<OrganisationRow> => (await inject('GET', `${area.path}/${id}`)).json();
  const create = async (overrides: Record<string, unknown> = {}): Promise<OrganisationRow> => {
    const res = await post(body(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const auditOf = (id: number) =>
    api.app.db
      .select()
      .from(activity)
      .where(and(eq(activity.entityType, area.entityType), eq(activity.entityId, String(id))))
      .orderBy(asc(activity.id));
  const rowCount = async () => (await inject('GET', area.path)).json().length;
  /** Runs a refused write and checks that neither a row nor an audit entry came of it. */
  const writesNothing = async (refused: () => Promise<void>) => {
    const [rows, entries] = [await rowCount(), await api.app.db.$count(activity)];
    await refused();
    expect(await rowCount()).toBe(rows);
    expect(await api.app.db.$count(activity)).toBe(entries);
  };
  return { adminId: () => adminId, cookie: () => api.cookie, freshName, body, inject, post, put, getOne, create, auditOf, writesNothing };
}

export type OrganisationContext = ReturnType<typeof organisationContext>;
