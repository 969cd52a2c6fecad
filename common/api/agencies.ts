import { Type } from 'typebox';
import { organisationSchemas } from './organisation-fields';
import { Nullable } from './schema-types';

/** Spec §3 'Agency'; §7 POST /agencies (the Add Agency form at /add-agent), PUT /agencies/?id=. */
export const agencySchemas = organisationSchemas('agencyName', Nullable(Type.String()), 'agency');

export const Agency = agencySchemas.record;
