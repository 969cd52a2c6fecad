import type { PropertyRow } from './types';

/** 'Suburb, Province': the Location column of the table and the cards. */
export const locationOf = (row: Pick<PropertyRow, 'suburb' | 'province'>) => [row.suburb, row.province].filter(Boolean).join(', ');

/** The four flags in the table's column order (spec §2), each shown as a Yes/No badge. */
export const LIST_FLAGS = ['isActive', 'isDiscrete', 'isFeatured', 'isListable'] as const;
