import { Type } from 'typebox';
import { ListQuery } from './list-query';
import { operation } from './operation';
import { organisationSchemas } from './organisation-fields';
import { Nullable } from './schema-types';

/** Spec §3 'Agency'; §7 POST /agencies (the Add Agency form at /add-agent), PUT /agencies/?id=. */
export const agencySchemas = organisationSchemas('agencyName', Nullable(Type.String()), 'agency');

export const Agency = agencySchemas.record;

export const agencyOperations = {
  /** The list route: react-admin's pages of it, and the whole list for the property forms' Agency dropdown. */
  getAgencies: operation({
    method: 'GET',
    path: '/agencies',
    querystring: ListQuery,
    answer: agencySchemas.list,
    summary: 'Agencies; paged, sorted and filtered (q, isActive) when asked',
    description: 'q searches the agency name, contact person, email address and description, ignoring case.',
  }),
};
