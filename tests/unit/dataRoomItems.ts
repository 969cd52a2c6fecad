import type { DataRoomItem, ExtDdRequest } from '@common/api/data-rooms';

const heading = (
  id: number,
  level: number,
  parentId: number | null,
  displayName: string,
  extra: Partial<DataRoomItem> = {},
): DataRoomItem => ({
  id,
  version: '1',
  round: 1,
  itemType: 'DATA_ROOM',
  level,
  parentId,
  checkListId: id,
  displayName,
  requiresDocument: false,
  isVisible: true,
  isPublished: false,
  isRejected: false,
  rejectedReason: null,
  fileId: null,
  displayOrder: 1,
  fileName: null,
  fileSize: null,
  contentType: null,
  ...extra,
});

const file = (id: number, parent: DataRoomItem, fileName: string, contentType: string, extra: Partial<DataRoomItem> = {}): DataRoomItem =>
  heading(id, parent.level + 1, parent.id, fileName, {
    itemType: 'FILE',
    checkListId: null,
    fileId: id + 100,
    fileName,
    fileSize: 2048,
    contentType,
    ...extra,
  });

const root = heading(1, 0, null, 'Virtual Data Room');
const overview = heading(2, 1, 1, 'Property Overview');
const deed = heading(3, 2, 2, 'Title Deed', { requiresDocument: true });
const zoning = heading(5, 2, 2, 'Zoning Certificate', { requiresDocument: true });
const leases = heading(6, 1, 1, 'Leases', { isVisible: false });
const schedule = heading(7, 2, 6, 'Tenancy Schedule', { requiresDocument: true });
const financials = heading(9, 1, 1, 'Financials');
const opex = heading(11, 2, 9, 'Operating Costs', { requiresDocument: true });

/**
 * Round 1 of a small data room, in tree order: published, pending, rejected and hidden files, a
 * hidden heading with its subtree, and headings that require a document with and without one.
 */
export const ROUND_1: DataRoomItem[] = [
  root,
  overview,
  deed,
  file(4, deed, 'deed.pdf', 'application/pdf', { isPublished: true }),
  zoning,
  leases,
  schedule,
  file(8, schedule, 'schedule.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', { isPublished: true }),
  financials,
  file(10, financials, 'rent-roll.docx', 'application/msword', { isRejected: true, rejectedReason: 'Figures are from 2019' }),
  opex,
  file(12, opex, 'opex.png', 'image/png', { isPublished: true, isVisible: false }),
];

/** Round 2: its root and one heading. */
export const ROUND_2: DataRoomItem[] = [
  heading(21, 0, null, 'Due Diligence', { round: 2 }),
  heading(22, 1, 21, 'Statutory Compliance', { round: 2 }),
  heading(23, 2, 22, 'Electrical Certificate of Compliance', { round: 2, requiresDocument: true }),
];

const request = (id: number, item: DataRoomItem, requestType: 'file' | 'text', title: string, body: string): ExtDdRequest => ({
  id,
  propertyDataRoomId: item.id,
  requestType,
  title,
  body,
  heading: { id: item.id, round: item.round, level: item.level, displayName: item.displayName },
  requestedBy: 'Ann Buyer',
  createdAt: '2026-11-20T09:30:00.000Z',
  answeredAt: null,
  answeredBy: null,
  answeredNote: null,
});

/** A document request in round 2 and an information request in round 1, oldest first. */
export const REQUESTS: ExtDdRequest[] = [
  request(1, ROUND_2[2], 'file', 'Latest electrical COC', 'The certificate issued after the 2025 rewiring.'),
  request(2, opex, 'text', 'Municipal rates increase', 'What was the increase in rates this year?'),
];
