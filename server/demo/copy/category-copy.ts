/** The parts listing copy is built from, by category id (1 office ... 8 healthcare, as TITLE_WORDS). */
export interface CategoryCopy {
  /** How the size reads: floor area in m², a site in m² or hectares, or land in hectares. */
  sizeAs: 'area' | 'site' | 'land';
  /** What the space is called in a sentence ('office space'). */
  space: string;
  /** Teaser endings, after the size and the kind of property. */
  strengths: string[];
  /** Whole sentences for the introduction. */
  pitch: string[];
  /** Who it suits, after 'It suits'. */
  audience: string[];
  /** Items of the Building Specifications list. */
  features: string[];
  /** Tenants of the tenancy schedule (none for hotels, which are owner-managed, and land). */
  tenants: string[];
  /** What the zoning allows, after 'which allows'. */
  uses: string;
  zoning: string[];
  /** The height the zoning allows, in storeys: least and most. */
  storeys: [number, number];
  /** Items of the Parking and Access list. */
  access: string[];
  /** Sentences for the Sustainability block. */
  green: string[];
  /** Documents a buyer asks for. */
  documents: string[];
}
