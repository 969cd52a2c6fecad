import { expect, type APIRequestContext } from '@playwright/test';
import { smallPdf } from '../../../server/demo/small-pdf';

/** Uploads a small PDF named `name` under a data room heading through the API, as the upload dialog would; answers its fileId. */
export async function uploadPdf(request: APIRequestContext, propertyId: number, headingId: number, name: string): Promise<number> {
  const res = await request.post('/api/property-data-room', {
    multipart: {
      File: { name, mimeType: 'application/pdf', buffer: smallPdf(name) },
      UserId: '1',
      PropertyDataRoomId: String(headingId),
      PropertyId: String(propertyId),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { fileId: number }).fileId;
}
