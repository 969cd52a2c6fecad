import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { PROPERTY_FILE_COLUMNS, type ImportPreview } from '@common/api/property-import';
import { activity, properties } from '../../server/db/schema';
import { DEMO_SUPPORT } from '../../server/demo/demo-data';
import { propertiesCsv } from '../../src/resources/properties/list/propertyExport';
import type { PropertyRow } from '../../src/resources/properties/list/types';
import { parseCsv } from './helpers/csv';
import { expectError } from './helpers/expect-error';
import { useLoggedInApp } from './helpers/logged-in-app';
import { loginAs } from './helpers/test-app';
import { multipartBody, storageSnapshot, type UploadFile } from './helpers/uploads';

// Issue 33 item 6, 'Property import': a CSV or XLSX previewed with errors per cell, then created
// whole in one transaction with one audit entry per property, or not at all.

const api = useLoggedInApp();
const PREVIEW = '/api/properties/import/preview';
const COMMIT = '/api/properties/import';
const HEADER = PROPERTY_FILE_COLUMNS.map((column) => column.header);

const upload = (url: string, file: UploadFile, cookie = api.cookie) => {
  const { payload, headers } = multipartBody(file);
  return api.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie } });
};
const csvFile = (rows: string[][], name = 'properties.csv'): UploadFile => ({
  name,
  type: 'text/csv',
  bytes: Buffer.from(
    rows.map((cells) => cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\r\n'),
  ),
});

/** A row of the file naming the demo data's lookups as an admin would type them (case and accents aside). */
const row = (title: string, changes: Partial<Record<(typeof HEADER)[number], string>> = {}) => {
  const values: Record<string, string> = {
    'Property Name': title,
    Teaser: 'Offices, with parking',
    Introduction: 'A-grade offices near the station.',
    Category: 'office',
    Status: 'FOR SALE',
    'Address Line 1': '12 Main Road',
    Suburb: 'Sandton',
    Province: 'gauteng',
    Country: 'South Africa',
    Agent: agentEmail,
    Seller: sellerName,
    Published: 'Yes',
    ...changes,
  };
  return HEADER.map((header) => values[header] ?? '');
};
let agentEmail = '';
let sellerName = '';

const adminRows = async (ids?: number[]) => {
  const res = await api.get(`/api/properties/admin?sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent('[0,999]')}`);
  const rows = res.json<PropertyRow[]>();
  return ids ? rows.filter((r) => ids.includes(r.id)) : rows;
};
const propertyCount = async () => (await api.app.db.select({ n: count() }).from(properties))[0].n;

describe('property import', () => {
  it('previews a clean CSV, names resolved, and creates every row with one audit entry each', async () => {
    const [first] = await adminRows();
    agentEmail = first.agent.emailAddress.toUpperCase();
    sellerName = first.sellerCompanyName;
    const file = csvFile([HEADER, row('Import One'), row('Import Two', { Published: 'no', 'Nearest Town': 'Pretoria' })]);
    const before = await propertyCount();

    const preview = await upload(PREVIEW, file);
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json<ImportPreview>();
    expect(body.valid).toBe(true);
    expect(body.columns.map((c) => c.header)).toEqual(HEADER);
    expect(body.rows.map((r) => [r.line, r.errors])).toEqual([
      [2, {}],
      [3, {}],
    ]);
    expect(body.rows[0].values).toMatchObject({
      category: 'Office',
      province: 'Gauteng',
      agent: first.agent.emailAddress,
      nearestTown: 'N/A',
    });
    expect(body.rows[0].ids).toMatchObject({
      categoryId: expect.any(Number),
      agentId: first.agent.id,
      sellerCompanyId: expect.any(Number),
    });
    expect(await propertyCount()).toBe(before);

    const res = await upload(COMMIT, file);
    expect(res.statusCode, res.body).toBe(201);
    const { ids } = res.json<{ ids: number[] }>();
    expect(ids).toHaveLength(2);
    const created = await adminRows(ids);
    expect(created.map((r) => [r.listingTitle, r.category, r.province, r.isActive, r.nearestTown])).toEqual([
      ['Import One', 'Office', 'Gauteng', true, 'N/A'],
      ['Import Two', 'Office', 'Gauteng', false, 'Pretoria'],
    ]);
    const audits = await api.app.db.select().from(activity).where(inArray(activity.propertyId, ids));
    expect(audits.map((a) => [a.propertyId, a.entityType, a.comments])).toEqual([
      [ids[0], 'property', "Created property 'Import One'"],
      [ids[1], 'property', "Created property 'Import Two'"],
    ]);
  });

  it('reads an XLSX workbook the same way', async () => {
    const bytes = await writeXlsxFile([HEADER, row('Workbook One'), row('Workbook Two', { Published: '' })]).toBuffer();
    const file = { name: 'properties.xlsx', type: 'application/octet-stream', bytes };
    const preview = await upload(PREVIEW, file);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<ImportPreview>().valid).toBe(true);
    const res = await upload(COMMIT, file);
    expect(res.statusCode, res.body).toBe(201);
    expect((await adminRows(res.json<{ ids: number[] }>().ids)).map((r) => [r.listingTitle, r.isActive])).toEqual([
      ['Workbook One', true],
      ['Workbook Two', false],
    ]);
  });

  it('marks a bad cell in the preview, and a commit of that file creates nothing', async () => {
    const file = csvFile([HEADER, row('Fine'), row('Bad', { Category: 'Spaceport', Agent: '' }), row('Also fine')]);
    const before = await propertyCount();
    const activityBefore = (await api.app.db.select({ n: count() }).from(activity))[0].n;

    const preview = (await upload(PREVIEW, file)).json<ImportPreview>();
    expect(preview.valid).toBe(false);
    expect(preview.rows.map((r) => r.errors)).toEqual([{}, { category: "unknown category 'Spaceport'", agent: 'is required' }, {}]);

    const res = await upload(COMMIT, file);
    const error = expectError(res, 400, { code: 'IMPORT_INVALID', fields: ['row 3, Category', 'row 3, Agent'] });
    expect(error.message).toBe('Nothing was imported: 1 row has errors. Correct the file and upload it again.');
    expect(await propertyCount()).toBe(before);
    expect((await api.app.db.select({ n: count() }).from(activity))[0].n).toBe(activityBefore);
  });

  it('checks provinces within the country, agencies against the agent, flags and lengths', async () => {
    const file = csvFile([HEADER, row('x'.repeat(201), { Province: 'Nowhere', Agency: 'No Such Agency', 'Discrete List': 'maybe' })]);
    const [only] = (await upload(PREVIEW, file)).json<ImportPreview>().rows;
    expect(only.errors).toEqual({
      listingTitle: 'is longer than 200 characters',
      province: "unknown province 'Nowhere'",
      agency: "unknown agency 'No Such Agency'",
      isDiscrete: 'must be Yes or No',
    });
  });

  it("refuses a file whose columns are not the export's, an empty file and a PNG named .csv, keeping nothing", async () => {
    const stored = await storageSnapshot(api.app);
    const missing = expectError(await upload(PREVIEW, csvFile([HEADER.filter((h) => h !== 'Category'), ['x']])), 400, { fields: ['file'] });
    expect(missing.message).toMatch(/^The file's columns do not match the export's: no 'Category' column\. The columns are ID, Ref,/);
    const unknown = expectError(await upload(PREVIEW, csvFile([[...HEADER, 'Colour'], row('x')])), 400, { fields: ['file'] });
    expect(unknown.message).toMatch(/unknown column 'Colour'/);
    expectError(await upload(PREVIEW, csvFile([HEADER])), 400, { message: 'The file has a header row but no properties under it.' });
    expectError(await upload(PREVIEW, { name: 'empty.csv', type: 'text/csv', bytes: Buffer.alloc(0) }), 400, { fields: ['file'] });
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const refused = expectError(await upload(COMMIT, { name: 'properties.csv', type: 'text/csv', bytes: png }), 415);
    expect(refused.message).toBe('Only CSV and XLSX files can be imported. This file is a PNG image, whatever its name says.');
    expect(await storageSnapshot(api.app)).toEqual(stored);
  });

  it('round-trips: an export imports back as the same properties, but for the ids and references the server assigns', async () => {
    const exported = (await adminRows()).slice(0, 6);
    const csv = propertiesCsv(exported);
    const file = { name: 'properties.csv', type: 'text/csv', bytes: Buffer.from(csv) };

    // As exported, each Ref names a property already here: the same file imported twice would duplicate them.
    const again = (await upload(PREVIEW, file)).json<ImportPreview>();
    expect(again.rows.map((r) => r.errors)).toEqual(exported.map(() => ({ propertyReference: 'already exists' })));

    const [header, ...lines] = parseCsv(csv.replace(/^\ufeff/, ''));
    const withoutIds = lines.map((cells) => ['', '', ...cells.slice(2)]);
    const res = await upload(COMMIT, csvFile([header, ...withoutIds]));
    expect(res.statusCode, res.body).toBe(201);
    const created = await adminRows(res.json<{ ids: number[] }>().ids);
    const [, ...reExported] = parseCsv(propertiesCsv(created).replace(/^\ufeff/, ''));
    expect(reExported.map((cells) => cells.slice(2))).toEqual(lines.map((cells) => cells.slice(2)));
    expect(created.map((r) => r.propertyReference)).toEqual(created.map((r) => `PR-${1000 + r.id}`));
  });

  it('refuses support staff with 403, creating nothing', async () => {
    const support = await loginAs(api.app, DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const before = await propertyCount();
    expectError(await upload(COMMIT, csvFile([HEADER, row('Support')]), support), 403);
    expect(await propertyCount()).toBe(before);
    expect(await api.app.db.select().from(properties).where(eq(properties.listingTitle, 'Support'))).toEqual([]);
  });
});
