import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export interface ErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/**
 * Asserts the API's one error shape, `{ error: { code, message, fields? } }`, and nothing more.
 * `fields` lists exactly the fields the error must name.
 */
export function expectError(
  res: LightMyRequestResponse,
  status: number,
  expected: { code?: string; message?: string; fields?: string[] } = {},
): ErrorBody {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(Object.keys(body)).toEqual(['error']);
  const { error } = body as { error: ErrorBody };
  expect(error).toEqual({
    code: expected.code ?? expect.any(String),
    message: expected.message ?? expect.any(String),
    ...(error.fields !== undefined && { fields: expect.any(Object) }),
  });
  if (expected.fields) expect(Object.keys(error.fields ?? {}).sort()).toEqual([...expected.fields].sort());
  return error;
}
