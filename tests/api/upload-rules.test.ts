import { expect, it } from 'vitest';
import type { UploadRules } from '@common/api/uploads';
import { useLoggedInApp } from './helpers/logged-in-app';

const api = useLoggedInApp({ DATA_ROOM_FILE_MAX_BYTES: '7340032', IMAGE_MAX_BYTES: '1048576', IMAGE_MAX_PIXELS: '4000000' });

it("tells each upload's types and limits from the server's own settings and policies", async () => {
  const res = await api.get('/api/uploads/rules');
  expect(res.statusCode, res.body).toBe(200);
  const rules = res.json<UploadRules>();
  expect(rules.dataRoom.maxBytes).toBe(7340032);
  expect(rules.dataRoom.accept).toMatchObject({
    'application/pdf': ['.pdf'],
    'application/zip': ['.zip'],
    'image/tiff': ['.tif', '.tiff'],
  });
  expect(rules.dataRoom.accept['text/html']).toBeUndefined();
  expect(rules.propertyImport).toEqual({
    accept: { 'text/csv': ['.csv'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'] },
    maxBytes: 5242880,
  });
  expect(rules.nda).toEqual({
    accept: {
      'application/pdf': ['.pdf'],
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
      'application/msword': ['.doc'],
    },
    maxBytes: 25 * 1024 * 1024,
  });
  expect(rules.image).toMatchObject({ maxBytes: 1048576, maxPixels: 4000000 });
  expect(Object.keys(rules.image.accept).sort()).toEqual(['image/avif', 'image/gif', 'image/jpeg', 'image/png', 'image/webp']);
  expect(rules.video.accept['video/*']).toEqual(expect.arrayContaining(['.mp4', '.mov', '.webm', '.mkv']));
});

it('answers only a logged-in admin', async () => {
  expect((await api.app.inject({ method: 'GET', url: '/api/uploads/rules' })).statusCode).toBe(401);
});
