import { expect } from 'vitest';
import type { DataRoomItem, ExtDdRequest } from '@common/api/data-rooms';
import type { LoggedInApp } from './logged-in-app';
import { newPropertyBody } from './properties';
import { multipartBody } from './uploads';

export { smallPdf } from '../../../server/demo/small-pdf';

/** A property of the test's own with its data room built from `checklist`; answers its id and both rounds. */
export async function propertyWithDataRoom(api: LoggedInApp, checklist: 'Office' | 'Hospitality' = 'Office') {
  const created = await api.send('POST', '/api/properties', await newPropertyBody(api.app));
  expect(created.statusCode, created.body).toBe(201);
  const propertyId = created.json<{ id: number }>().id;
  const built = await api.send('POST', '/api/property-data-room/build-dataroom', { checklistName: checklist, userId: 1, propertyId });
  expect(built.statusCode, built.body).toBe(201);
  return { propertyId, round: (n: 1 | 2) => dataRoomRound(api, propertyId, n) };
}

async function dataRoomRound(api: LoggedInApp, propertyId: number, round: 1 | 2): Promise<DataRoomItem[]> {
  const res = await api.get(`/api/property-data-room/admin?propertyId=${propertyId}&round=${round}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** POST /api/property-data-room as the Manage Datarooms tab sends it: the spec's fields, then the file. */
export function uploadToDataRoom(
  api: LoggedInApp,
  target: { propertyId: number; headingId: number },
  file: { name: string; bytes: Buffer; type?: string },
) {
  const { payload, headers } = multipartBody(
    { name: file.name, type: file.type ?? 'application/pdf', bytes: file.bytes },
    { field: 'File', fields: { UserId: '1', PropertyDataRoomId: String(target.headingId), PropertyId: String(target.propertyId) } },
  );
  return api.send('POST', '/api/property-data-room', payload, headers);
}

/** A document request 'Rent roll' raised on a heading, as the Manage Datarooms tab sends it; answers the request. */
export async function raiseRentRollRequest(api: LoggedInApp, headingId: number) {
  const res = await api.send('POST', '/api/property-data-room/addextDDrequest', {
    propertyDataRoomId: headingId,
    requesttype: 'file',
    documenttitle: 'Rent roll',
    documentdescription: 'The current rent roll, please.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ExtDdRequest>();
}
