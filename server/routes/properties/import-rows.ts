import { Compile } from 'typebox/compile';
import type { Static } from 'typebox';
import { NewPropertyBody } from '@common/api/properties';
import { PROPERTY_FILE_COLUMNS, type ImportPreview, type ImportPreviewRow, type PropertyFileKey } from '@common/api/property-import';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../errors';
import { IMPORT_FILE_FIELD, type SheetRows } from './import-file';
import { LOOKUP_KEYS, matchAll, takenReferences, type LookupKey, type Match, type Matches } from './import-lookups';
import type { PropertyFields } from './writes';

type NewProperty = Omit<Static<typeof NewPropertyBody>, 'userId'>;
/** What createProperty is given for one row: the new property payload and the list's flags. */
export type ImportedProperty = NewProperty &
  Pick<PropertyFields, 'isActive' | 'isDiscrete' | 'isFeatured' | 'isListable' | 'isPlaceholder'>;

const FLAG_KEYS = ['isActive', 'isDiscrete', 'isFeatured', 'isListable', 'isPlaceholder'] as const;
const TEXT_KEYS = [
  'listingTitle',
  'listingDescription',
  'shortDescription',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'suburb',
  'nearestTown',
] as const;
/** The id each lookup column resolves to, as the new property payload names it. */
const ID_FIELDS = {
  category: 'categoryId',
  propertyStatus: 'propertyStatusId',
  country: 'countryId',
  province: 'provinceId',
  sellerCompany: 'sellerCompanyId',
  agent: 'agentId',
} as const;
const WHAT: Record<LookupKey, string> = {
  category: 'category',
  propertyStatus: 'status',
  country: 'country',
  province: 'province',
  sellerCompany: 'seller company',
  agency: 'agency',
  agent: 'agent (by email address or full name)',
};
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

// Add Property's own rules (lengths, required text), checked on each row rather than written again here.
const newPropertyRules = Compile(NewPropertyBody);
const byIdField = Object.fromEntries(Object.entries(ID_FIELDS).map(([key, field]) => [field, key]));

/** Each header's column, or the file-level 400 naming what is unknown, repeated or missing. */
function columnsOf(header: string[]): (PropertyFileKey | undefined)[] {
  const byHeader = new Map<string, PropertyFileKey>(PROPERTY_FILE_COLUMNS.map((column) => [column.header.toLowerCase(), column.key]));
  const keys = header.map((name) => (name ? byHeader.get(name.toLowerCase()) : undefined));
  const unknown = header.filter((name, index) => name && !keys[index]);
  const repeated = header.filter((name, index) => keys[index] && keys.indexOf(keys[index]) !== index);
  const missing = PROPERTY_FILE_COLUMNS.filter((column) => column.required && !keys.includes(column.key)).map((column) => column.header);
  const problems = [
    unknown.length && `unknown ${unknown.length === 1 ? 'column' : 'columns'} ${unknown.map((name) => `'${name}'`).join(', ')}`,
    repeated.length && `${repeated.map((name) => `'${name}'`).join(', ')} more than once`,
    missing.length && `no ${missing.map((name) => `'${name}'`).join(', ')} ${missing.length === 1 ? 'column' : 'columns'}`,
  ].filter(Boolean);
  if (problems.length) {
    const message = `The file's columns do not match the export's: ${problems.join('; ')}. The columns are ${PROPERTY_FILE_COLUMNS.map((column) => column.header).join(', ')}.`;
    throw badRequest(message, { [IMPORT_FILE_FIELD]: message });
  }
  return keys;
}

/** The one record a name means: the one spelt exactly so, else the only one matching it ignoring case and accents. */
function chosen(matches: Match[], name: string): Match | string | undefined {
  const exact = matches.filter((match) => match.name === name);
  if (exact.length === 1) return exact[0];
  if (matches.length === 1) return matches[0];
  if (matches.length > 1) return `matches several: ${matches.map((match) => match.name).join(', ')}`;
  return undefined;
}

const schemaMessage = (error: { keyword: string; params: Record<string, unknown>; message: string }) =>
  error.keyword === 'minLength'
    ? 'is required'
    : error.keyword === 'maxLength'
      ? `is longer than ${String(error.params.limit)} characters`
      : error.message;

/** One row of the file: what it will create, or what is wrong with each of its cells. */
function planRow(
  line: number,
  cell: (key: PropertyFileKey) => string,
  matches: Record<LookupKey, Matches>,
  taken: Set<string>,
  seen: Map<string, number>,
): { row: ImportPreviewRow; property?: ImportedProperty } {
  const values: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const errors: Record<string, string> = {};
  for (const key of TEXT_KEYS) values[key] = cell(key);
  if (!values.nearestTown) values.nearestTown = 'N/A';

  const resolve = (key: LookupKey, within?: (match: Match) => boolean): Match | undefined => {
    const name = cell(key);
    if (!name) return undefined;
    const all = matches[key].get(name) ?? [];
    const found = chosen(within ? all.filter(within) : all, name);
    if (typeof found === 'object') {
      values[key] = found.name;
      return found;
    }
    values[key] = name;
    errors[key] = found ?? (all.length ? `'${name}' is not a ${WHAT[key]} of ${values.country}` : `unknown ${WHAT[key]} '${name}'`);
  };
  const country = resolve('country');
  const found = {
    category: resolve('category'),
    propertyStatus: resolve('propertyStatus'),
    country,
    province: resolve('province', country && ((province) => province.parentId === country.id)),
    sellerCompany: resolve('sellerCompany'),
    agent: resolve('agent'),
  };
  for (const [key, match] of Object.entries(found)) if (match) ids[ID_FIELDS[key as keyof typeof found]] = match.id;
  const agency = resolve('agency');
  if (agency && found.agent && found.agent.parentId !== agency.id) errors.agency = `${found.agent.name} is not an agent of ${agency.name}`;

  const flags: Record<string, boolean> = {};
  for (const key of FLAG_KEYS) {
    const text = cell(key).toLowerCase();
    flags[key] = YES.has(text);
    values[key] = flags[key] ? 'Yes' : 'No';
    if (!YES.has(text) && !NO.has(text)) errors[key] = 'must be Yes or No';
  }

  // References are the server's (PR- and the id): one naming a property here is that property, already imported.
  const reference = cell('propertyReference').toLowerCase();
  if (reference && taken.has(reference)) errors.propertyReference = 'already exists';
  else if (reference && seen.has(reference)) errors.propertyReference = `is also on row ${seen.get(reference)}`;
  if (reference) seen.set(reference, line);

  for (const column of PROPERTY_FILE_COLUMNS) {
    if (column.required && !cell(column.key) && !errors[column.key]) errors[column.key] = 'is required';
    if (cell(column.key).includes('\u0000')) errors[column.key] = 'contains a character that cannot be stored';
  }

  const property: ImportedProperty = {
    ...(ids as Pick<NewProperty, (typeof ID_FIELDS)[LookupKey & keyof typeof ID_FIELDS]>),
    listingTitle: values.listingTitle,
    listingDescription: values.listingDescription,
    shortDescription: values.shortDescription,
    addressLine1: values.addressLine1,
    addressLine2: values.addressLine2 || null,
    addressLine3: values.addressLine3 || null,
    suburb: values.suburb,
    nearestTown: values.nearestTown,
    ...flags,
  };
  const { isActive: _a, isDiscrete: _d, isFeatured: _f, isListable: _l, isPlaceholder: _p, ...payload } = property;
  for (const error of newPropertyRules.Errors(payload)) {
    const field = error.instancePath.slice(1);
    const key = byIdField[field] ?? field;
    if (key && !errors[key] && values[key] !== undefined) errors[key] = schemaMessage(error);
  }

  values.id = '';
  values.propertyReference = '';
  const row = { line, values, ids, errors };
  return Object.keys(errors).length ? { row } : { row, property };
}

/**
 * The file as it would be imported: each row with its names resolved (a few statements for the
 * whole file, not per row) and checked by Add Property's rules, and the properties to create
 * when every row is valid. Reads only: the commit runs it again inside its transaction.
 */
export async function planImport(db: DbOrTx, sheet: SheetRows): Promise<{ preview: ImportPreview; properties: ImportedProperty[] }> {
  const keys = columnsOf(sheet.header);
  const cells = sheet.rows.map(({ line, cells }) => {
    const byKey = new Map(keys.flatMap((key, index) => (key ? [[key, (cells[index] ?? '').trim()] as const] : [])));
    return { line, cell: (key: PropertyFileKey) => byKey.get(key) ?? '' };
  });
  const namesOf = (key: PropertyFileKey) => [...new Set(cells.map(({ cell }) => cell(key)).filter(Boolean))];
  const matches = await matchAll(db, Object.fromEntries(LOOKUP_KEYS.map((key) => [key, namesOf(key)])) as Record<LookupKey, string[]>);
  const taken = await takenReferences(db, namesOf('propertyReference'));
  const seen = new Map<string, number>();
  const planned = cells.map(({ line, cell }) => planRow(line, cell, matches, taken, seen));
  const properties = planned.flatMap(({ property }) => (property ? [property] : []));
  return {
    preview: {
      columns: PROPERTY_FILE_COLUMNS.map(({ key, header, required }) => ({ key, header, required })),
      rows: planned.map(({ row }) => row),
      valid: properties.length === planned.length,
    },
    properties,
  };
}
