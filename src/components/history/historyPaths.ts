import type { HistoryEntity } from '@common/api/history';

/** The Activity Log filtered to the record, where it can be: by property, or by the person a user is. */
export function activityLogPath(entityType: HistoryEntity, id: number | string): string | undefined {
  const key = entityType === 'property' ? 'propertyId' : entityType === 'user' ? 'userId' : undefined;
  // The id is a number there: after a save the record's id is the route's string.
  return key && `/activity-log?filter=${encodeURIComponent(JSON.stringify({ [key]: Number(id) }))}`;
}

/** The History panel of each details screen that shows a resource's record (RecordName), by resource name. */
const ENTITY_OF_RESOURCE: Record<string, HistoryEntity> = {
  users: 'user',
  sellers: 'seller',
  agencies: 'agency',
  portfolios: 'portfolio',
};

export const historyEntityOf = (resource: string | undefined): HistoryEntity | undefined =>
  resource ? ENTITY_OF_RESOURCE[resource] : undefined;
