import { Type } from 'typebox';
import { organisationSchemas } from './organisation-fields';

/** Spec §3 'Seller company' ('Not captured' when no description was given); §7 POST /seller-companies, PUT /seller-companies?id=. */
export const sellerCompanySchemas = organisationSchemas('companyName', Type.String(), 'seller company');

export const SellerCompany = sellerCompanySchemas.record;
