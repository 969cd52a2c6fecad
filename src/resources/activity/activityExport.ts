import type { SortPayload } from 'react-admin';
import { listQueryString } from '../../listQueryString';
import { API_URL } from '../../httpClient';

/**
 * GET /api/activity/export for what the list shows: same sort and filter, every page. The
 * server streams the CSV as an attachment, so a plain link downloads it with the session cookie.
 */
export function activityExportUrl(sort: SortPayload | undefined, filter: Record<string, unknown> | undefined): string {
  return `${API_URL}/activity/export${listQueryString({ sort, filter })}`;
}
