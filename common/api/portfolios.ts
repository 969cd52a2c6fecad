import { RecordVersion } from './record-version';
import { operation } from './operation';
import { Type, type Static } from 'typebox';
import { ListQuery } from './list-query';
import { Id, Nullable, OUR_IMAGE_LINK } from './schema-types';

export const PORTFOLIO_TITLE_MAX = 200;
export const PORTFOLIO_DESCRIPTION_MAX = 10_000;
/** Spec §9 'Portfolio images': one hero plus three gallery images. */
export const PORTFOLIO_IMAGE_SLOTS = ['heroImageLink', 'image1Link', 'image2Link', 'image3Link'] as const;
export type PortfolioImageSlot = (typeof PORTFOLIO_IMAGE_SLOTS)[number];
/** How many properties one portfolio may offer: a list an admin can still re-order by hand. */
export const PORTFOLIO_PROPERTIES_MAX = 200;

/** Spec §3 'Portfolio', with how many properties it offers. */
export const Portfolio = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  heroImageLink: Nullable(Type.String()),
  image1Link: Nullable(Type.String()),
  image2Link: Nullable(Type.String()),
  image3Link: Nullable(Type.String()),
  propertyCount: Type.Integer({ minimum: 0 }),
  version: RecordVersion,
});
export type Portfolio = Static<typeof Portfolio>;
export const PortfolioList = Type.Array(Portfolio);
export const PortfolioParams = Type.Object({ id: Id() });
export const PortfolioIdQuery = Type.Object({ id: Id('The portfolio to update') });

export const PortfolioListQuery = Type.Object({
  ...ListQuery.properties,
  propertyId: Type.Optional(Id('Only the portfolios offering this property; or filter={"propertyId":7}')),
});

/**
 * An image slot's link: one our image endpoint issued (`/api/media/images/{id}/display.webp`,
 * or its thumbnail) or an absolute http(s) URL; empty or null leaves the slot without an image.
 */
const PortfolioImageLink = Type.Union(
  [
    Type.String({
      maxLength: 2048,
      pattern: `^(${OUR_IMAGE_LINK}|https?://[^\\s]+)$`,
      description: 'A link from POST /media/images (/api/media/images/{id}/display.webp) or an absolute http(s) URL',
    }),
    Type.Literal(''),
    Type.Null(),
  ],
  { description: "Empty or null: the slot's image is removed" },
);

const fields = {
  /** Accepted for compatibility with the spec's payloads (§3 'userId 3 sent on save'); the actor is the session's user. */
  userId: Type.Optional(Type.Integer()),
  title: Type.String({ maxLength: PORTFOLIO_TITLE_MAX, description: 'Required: blank after trimming is refused' }),
  description: Type.String({ maxLength: PORTFOLIO_DESCRIPTION_MAX, description: 'Required: blank after trimming is refused' }),
  heroImageLink: Type.Optional(PortfolioImageLink),
  image1Link: Type.Optional(PortfolioImageLink),
  image2Link: Type.Optional(PortfolioImageLink),
  image3Link: Type.Optional(PortfolioImageLink),
};

/** Spec §7 POST /portfolios (the Add Portfolio form). */
export const NewPortfolioBody = Type.Object(fields, { additionalProperties: false });
export type NewPortfolioBody = Static<typeof NewPortfolioBody>;

/**
 * Spec §7 PUT /portfolios?id=: absent fields keep their values, so an image slot's save can send
 * only its link. `id`, when the form sends the record's own, must match.
 */
export const UpdatePortfolioBody = Type.Object(
  { ...fields, id: Type.Optional(Id()), title: Type.Optional(fields.title), description: Type.Optional(fields.description) },
  { additionalProperties: false },
);
export type UpdatePortfolioBody = Static<typeof UpdatePortfolioBody>;

/** One property a portfolio offers, at its place in the portfolio's order (1..n). */
export const PortfolioProperty = Type.Object({
  id: Type.Integer({ description: 'The property id' }),
  position: Type.Integer({ minimum: 1 }),
  propertyReference: Type.String(),
  listingTitle: Type.String(),
  suburb: Type.String(),
  province: Type.String(),
  isActive: Type.Boolean(),
});
export type PortfolioProperty = Static<typeof PortfolioProperty>;
const PortfolioPropertyList = Type.Array(PortfolioProperty);

/** PUT /portfolios/{id}/properties: the whole list, in the order to show it. */
const PortfolioPropertiesBody = Type.Object(
  {
    propertyIds: Type.Array(Id(), {
      maxItems: PORTFOLIO_PROPERTIES_MAX,
      description: 'Every property the portfolio offers, in order; each at most once',
    }),
  },
  { additionalProperties: false },
);

/** Beyond the spec: a portfolio's properties, read and set as one ordered list. */
export const portfolioOperations = {
  getPortfolioProperties: operation({
    method: 'GET',
    path: '/portfolios/:id/properties',
    params: PortfolioParams,
    answer: PortfolioPropertyList,
    summary: "A portfolio's properties in its order",
  }),
  setPortfolioProperties: operation({
    method: 'PUT',
    path: '/portfolios/:id/properties',
    params: PortfolioParams,
    body: PortfolioPropertiesBody,
    answer: PortfolioPropertyList,
    summary: "Set a portfolio's properties: the whole list, in order, in one transaction",
    description:
      'Adding, removing and re-ordering are all this one call. A property listed twice, or an id naming no property, ' +
      'is a 400 naming them, and nothing changes. Answers the list as stored.',
  }),
};
