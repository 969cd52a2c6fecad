import { Type } from 'typebox';
import { ListQuery } from './list-query';
import { operation } from './operation';
import { organisationSchemas } from './organisation-fields';

/** Spec §3 'Seller company' ('Not captured' when no description was given); §7 POST /seller-companies, PUT /seller-companies?id=. */
export const sellerCompanySchemas = organisationSchemas('companyName', Type.String(), 'seller company');

export const SellerCompany = sellerCompanySchemas.record;

export const sellerCompanyOperations = {
  /** The list route: react-admin's pages of it, and the whole list for the property forms' Seller dropdown. */
  getSellerCompanies: operation({
    method: 'GET',
    path: '/seller-companies',
    querystring: ListQuery,
    answer: sellerCompanySchemas.list,
    summary: 'Seller companies; paged, sorted and filtered (q, isActive) when asked',
    description: 'q searches the company name, contact person and email address, ignoring case.',
  }),
};
