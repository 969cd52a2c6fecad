import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Asserts a stored file came back whole, as what its bytes are, never cached and never sniffed. */
export function expectPrivateDownload(res: LightMyRequestResponse, bytes: Buffer, contentType: string) {
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.equals(bytes)).toBe(true);
  expect(res.headers).toMatchObject({
    'content-type': contentType,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
}
