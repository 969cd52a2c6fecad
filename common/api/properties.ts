import { Type } from 'typebox';
import { operation } from './operation';
import { ListReadiness } from './readiness';
import { RecordVersion } from './record-version';
import { Id, IdSet, Nullable, Position } from './schema-types';

const Text = (max = 500) => Type.String({ maxLength: max });

/** Spec §3 'Agent on a property'. */
export const PropertyAgent = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  emailAddress: Type.String(),
  cellNumber: Nullable(Type.String()),
  agencyName: Nullable(Type.String()),
  agency: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
});

/** Spec §3 'Property (admin list)'; lookups as their titles, with their ids beside. */
export const PropertyAdminRow = Type.Object({
  id: Type.Integer(),
  propertyReference: Type.String(),
  listingTitle: Type.String(),
  listingDescription: Type.String(),
  shortDescription: Type.String(),
  categoryId: Type.Integer(),
  category: Type.String(),
  propertyStatusId: Type.Integer(),
  propertyStatus: Type.String(),
  suburb: Type.String(),
  provinceId: Type.Integer(),
  province: Type.String(),
  countryId: Type.Integer(),
  country: Type.String(),
  addressLine1: Type.String(),
  addressLine2: Nullable(Type.String()),
  addressLine3: Nullable(Type.String()),
  nearestTown: Type.String(),
  /** The seller company's name (not in the spec's list): the export writes it, so a file imports back. */
  sellerCompanyName: Type.String(),
  isActive: Type.Boolean(),
  isDiscrete: Type.Boolean(),
  isFeatured: Type.Boolean(),
  isListable: Type.Boolean(),
  /** 1 means placeholder (spec's placeholderyn). */
  placeholderyn: Type.Integer(),
  displayOrder: Type.Integer(),
  agent: PropertyAgent,
});
const PropertyAdminList = Type.Array(PropertyAdminRow);

/** A row of Manage Properties (GET /properties/admin): the admin row and its data room's readiness (issue 33). */
export const PropertyListRow = Type.Object({ ...PropertyAdminRow.properties, readiness: ListReadiness });

/** Spec §3 'Property (admin detail)': the nested shape the details screen reads. */
export const PropertyDetail = Type.Object({
  ...PropertyAdminRow.properties,
  title: Type.String(),
  sellerCompanyId: Type.Integer(),
  sellerCompany: Type.Object({ id: Type.Integer(), companyName: Type.String() }),
  signedDocUrl: Nullable(Type.String()),
  checklist: Nullable(Type.String()),
  /** The property's page on the public site: `{PUBLIC_SITE_URL}/properties/{id}`; null while PUBLIC_SITE_URL is not set. */
  publicUrl: Nullable(Type.String()),
  /** Covers the property's own fields (the Headers tab, the NDA link, its checklist). */
  version: RecordVersion,
});

export const PropertyIdParams = Type.Object({ id: Id() });
export const PropertyIdQuery = Type.Object({ id: Id('The property to update') });
const LandingQuery = Type.Object({
  isfeatured: Type.Optional(Type.Boolean({ description: 'true: featured properties only; false (the landing-order screen): all' })),
});
export const AdminDetailBody = Type.Object({ loggedInUserId: Type.Optional(Type.Integer()) }, { additionalProperties: false });

const propertyFields = {
  /** Accepted for compatibility with the spec's payloads; the actor is the session's user. */
  userId: Type.Optional(Type.Integer()),
  categoryId: Id(),
  agentId: Id('A user with the Agent role (6)'),
  sellerCompanyId: Id(),
  listingTitle: Type.String({ minLength: 1, maxLength: 200 }),
  listingDescription: Type.String({ minLength: 1, maxLength: 1000, description: 'The teaser' }),
  title: Type.Optional(Type.String({ maxLength: 200, description: 'Same as the listing title' })),
  shortDescription: Type.String({ minLength: 1, maxLength: 5000, description: 'The introduction' }),
  addressLine1: Type.String({ minLength: 1, maxLength: 200 }),
  addressLine2: Type.Optional(Nullable(Text(200))),
  addressLine3: Type.Optional(Nullable(Text(200))),
  suburb: Type.String({ minLength: 1, maxLength: 100 }),
  nearestTown: Type.Optional(Text(100)),
  provinceId: Id(),
  countryId: Id(),
  propertyStatusId: Id(),
};

/** Spec §3 'New property payload'. */
export const NewPropertyBody = Type.Object(propertyFields, { additionalProperties: false });

/**
 * The four flags of spec §2 'Manage Properties': Carousel Featured, Public Listing, Discrete List,
 * Published. One schema for the headers form and the bulk change, so both accept and refuse alike.
 */
const propertyFlags = {
  isFeatured: Type.Optional(Type.Boolean()),
  isListable: Type.Optional(Type.Boolean()),
  isDiscrete: Type.Optional(Type.Boolean()),
  isActive: Type.Optional(Type.Boolean()),
};

/** Spec §7 PUT /properties/?id=: the headers form. Blank text keeps the current value (spec §5). */
export const UpdatePropertyBody = Type.Object(
  {
    userId: Type.Optional(Type.Integer()),
    categoryId: Type.Optional(Id()),
    agentId: Type.Optional(Id('A user with the Agent role (6)')),
    sellerCompanyId: Type.Optional(Id()),
    listingTitle: Type.Optional(Text(200)),
    listingDescription: Type.Optional(Text(1000)),
    title: Type.Optional(Text(200)),
    shortDescription: Type.Optional(Text(5000)),
    addressLine1: Type.Optional(Text(200)),
    addressLine2: Type.Optional(Nullable(Text(200))),
    addressLine3: Type.Optional(Nullable(Text(200))),
    suburb: Type.Optional(Text(100)),
    nearestTown: Type.Optional(Text(100)),
    provinceId: Type.Optional(Id()),
    countryId: Type.Optional(Id()),
    propertyStatusId: Type.Optional(Id()),
    ...propertyFlags,
  },
  { additionalProperties: false },
);

/** The most properties one bulk change of flags may name (a list's every row across its pages, within reason). */
const BULK_PROPERTIES_MAX = 1000;

/** PUT /properties/flags: the same flags set or cleared on many properties at once. */
const PropertiesFlagsBody = Type.Object(
  {
    ids: IdSet(BULK_PROPERTIES_MAX, 'The properties to change'),
    set: Type.Object(propertyFlags, {
      additionalProperties: false,
      minProperties: 1,
      description: 'The flags to set (true) or clear (false), at least one; the others are left as they are',
    }),
  },
  { additionalProperties: false },
);

const ReorderLandingBody = Type.Object(
  {
    propertyId: Id('The property moved'),
    propertyBeforeId: Position('The row it now follows; 0 = the top'),
  },
  { additionalProperties: false },
);

/** PUT /properties/re-order-landing-page's answer: the move, and every property whose position it changed. */
const LandingMoved = Type.Object({
  propertyId: Type.Integer(),
  from: Type.Integer(),
  to: Type.Integer(),
  renumbered: Type.Array(Type.Object({ id: Type.Integer(), displayOrder: Type.Integer() }), {
    description: 'The properties whose position changed, with their new one: what a client showing the order updates',
  }),
});

/** Spec §4 'Landing order drag': the re-order screen's list and move; and the list's bulk change of flags (issue 32). */
export const propertyOperations = {
  getLandingOrder: operation({
    method: 'GET',
    path: '/properties',
    querystring: LandingQuery,
    answer: PropertyAdminList,
    summary: 'Properties in landing-page order (the re-order screen asks with isfeatured=false: all of them)',
  }),
  reorderLanding: operation({
    method: 'PUT',
    path: '/properties/re-order-landing-page',
    body: ReorderLandingBody,
    answer: LandingMoved,
    summary: 'Move one property to sit after another on the landing page (propertyBeforeId 0 = the top)',
  }),
  updatePropertiesFlags: operation({
    method: 'PUT',
    path: '/properties/flags',
    body: PropertiesFlagsBody,
    answer: Type.Object({
      ids: Type.Array(Type.Integer(), { description: 'The properties whose flags changed, by id; one already as asked is left alone' }),
    }),
    summary: 'Set or clear Published, Discrete List, Carousel Featured and Public Listing on many properties at once',
    description:
      'One transaction: an unknown id answers 404 naming it and changes nothing. Each property changed gets a new ' +
      'version and one audit entry with the flags before and after, as a save of its headers would.',
  }),
};
