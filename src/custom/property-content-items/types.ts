import type { Identifier } from 'react-admin';
import type { Static } from 'typebox';
import type { ContentItem as ContentItemSchema } from '@common/api/property-content-items';

/** Spec §3 'Property content item', as GET /api/property-content-items answers it. */
export type ContentItem = Static<typeof ContentItemSchema>;

/** 1 half width, 2 full width (spec §9). */
export type ContentWidth = 1 | 2;

export const CONTENT_ITEMS = 'property-content-items';

/** What the writes send: the spec's bodies carry the acting user, which the server ignores for the session's. */
export type ContentItemWrite = ContentItem & { userId?: Identifier };
