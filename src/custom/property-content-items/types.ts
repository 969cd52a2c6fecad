import type { Identifier } from 'react-admin';

/** Spec §3 'Property content item', as GET /api/property-content-items answers it. */
export interface ContentItem {
  id: number;
  propertyId: number;
  contentHeader: string;
  contentBody: string;
  /** 1 half width, 2 full width (spec §9). */
  contentWidth: ContentWidth;
  /** Position among the property's blocks, from 1. */
  displayOrder: number;
}

export type ContentWidth = 1 | 2;

export const CONTENT_ITEMS = 'property-content-items';

/** What the writes send: the spec's bodies carry the acting user, which the server ignores for the session's. */
export type ContentItemWrite = ContentItem & { userId?: Identifier };
