import type { InboxKind } from '@common/api/inbox';

/** A react-admin list's address with its filter, as the list itself writes it in the URL. */
const listPath = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Manage Properties filtered as a figure counts them (by status, category, publication). */
export const propertiesListPath = (filter: Record<string, number | boolean>) => listPath('/properties', filter);

/** The inbox filtered to one kind of waiting item. */
export const inboxListPath = (kind: InboxKind) => listPath('/inbox', { kind });

/** The Activity Log filtered to one nature from a UTC day (and up to one, included), as the API reads days. */
export const activityListPath = (nature: string, from: string, to?: string) =>
  listPath('/activity-log', to === undefined ? { nature, from } : { nature, from, to });
