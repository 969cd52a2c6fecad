import { expect } from 'vitest';
import type { DataRoomItem } from '@common/api/data-rooms';
import type { LoggedInApp } from './logged-in-app';
import { newPropertyBody } from './properties';
import { multipartBody } from './uploads';

/** A small, valid one-page PDF whose page says `text`, as a seller's scan would be (bytes made here, no fixture). */
export function smallPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

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
