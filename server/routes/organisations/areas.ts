import type { AnyColumn } from 'drizzle-orm';
import type { TSchema } from 'typebox';
import { agencyOperations, agencySchemas } from '@common/api/agencies';
import type { Operation } from '@common/api/operation';
import { sellerCompanyOperations, sellerCompanySchemas } from '@common/api/seller-companies';
import { agencies, AGENCY_SEARCHED, SELLER_COMPANY_SEARCHED, sellerCompanies, UNCAPTURED_DESCRIPTION } from '../../db/schema';

/** What an operation says about itself in the API reference. */
interface Docs {
  summary: string;
  description?: string;
}

/**
 * One organisation area of spec §7 as data: the agencies and the seller companies share every
 * rule (spec §5 holds Add Agency to Add Seller's) and differ only in what is written here.
 */
export interface OrganisationArea {
  /** The URL area, e.g. '/agencies'; the OpenAPI tag is the same without its slash. */
  path: string;
  /** Where an edit is PUT with `?id=`: the spec writes `/agencies/` with its slash, `/seller-companies` without. */
  updatePath: string;
  /** The record's key for its name, which is also its column's. */
  nameField: string;
  /** The name's column. */
  nameColumn: typeof agencies.agencyName | typeof sellerCompanies.companyName;
  table: typeof agencies | typeof sellerCompanies;
  /** What the list's `q` searches (the area's trigram index holds exactly these). */
  searched: readonly AnyColumn[];
  /** The case-blind unique index on the name: a clash is a 409 naming the field. */
  uniqueIndex: string;
  /** What a blank description is stored as: 'Not captured' for sellers (spec §3), null for agencies. */
  blankDescription: string | null;
  /** The audit's entity type and the word in its sentences ("Created agency 'X'"). */
  noun: string;
  /** The 404's subject: '<Label> not found'. */
  label: string;
  /** The 409 when the name is taken. */
  nameTaken: (name: string | undefined) => string;
  /** Its list route, declared in common/api (the property forms read it whole). */
  list: Operation;
  /** Its records and bodies (common/api), built by organisationSchemas. */
  schemas: Record<'record' | 'params' | 'idQuery' | 'newBody' | 'updateBody', TSchema>;
  docs: { one: Docs; create: Docs; update: Docs };
}

export const agencyArea: OrganisationArea = {
  path: '/agencies',
  updatePath: '/agencies/',
  nameField: 'agencyName',
  nameColumn: agencies.agencyName,
  table: agencies,
  searched: AGENCY_SEARCHED,
  uniqueIndex: 'agencies_agency_name_lower_idx',
  blankDescription: null,
  noun: 'agency',
  label: 'Agency',
  nameTaken: (name) => `An agency named '${name}' already exists`,
  list: agencyOperations.getAgencies,
  schemas: agencySchemas,
  docs: {
    one: { summary: 'One agency' },
    create: {
      summary: 'Create an agency (the Add Agency form); names are unique regardless of case',
      description: 'Held to the Add Seller rules: agency name, contact person, contact number (at most 20) and email are required.',
    },
    update: {
      summary: 'Save an agency (PUT /agencies/?id=7); absent fields keep their values',
      description: 'The name cannot be emptied; an email, if given, must look like one; the contact number holds at most 20 characters.',
    },
  },
};

export const sellerCompanyArea: OrganisationArea = {
  path: '/seller-companies',
  updatePath: '/seller-companies',
  nameField: 'companyName',
  nameColumn: sellerCompanies.companyName,
  table: sellerCompanies,
  searched: SELLER_COMPANY_SEARCHED,
  uniqueIndex: 'seller_companies_company_name_lower_idx',
  blankDescription: UNCAPTURED_DESCRIPTION,
  noun: 'seller company',
  label: 'Seller company',
  nameTaken: (name) => `A seller company named '${name}' already exists`,
  list: sellerCompanyOperations.getSellerCompanies,
  schemas: sellerCompanySchemas,
  docs: {
    one: { summary: 'One seller company' },
    create: {
      summary: 'Create a seller company (the Add Seller form); names are unique regardless of case',
      description:
        "Company name, contact person, contact number (at most 20) and email are required; an empty description is stored as 'Not captured'.",
    },
    update: {
      summary: 'Save a seller company (PUT /seller-companies?id=7); absent fields keep their values',
      description:
        "An email, if given, must look like one; the contact number holds at most 20 characters; an empty description is stored as 'Not captured'.",
    },
  },
};
