import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Asserts a re-order succeeded and answered the scope's whole list, as [id, displayOrder] pairs
 * in the order answered: the app shows that answer instead of reading the list again.
 */
export function expectReorderAnswer(res: LightMyRequestResponse, expected: [id: number, displayOrder: number][]) {
  expect(res.statusCode).toBe(200);
  expect(res.json().map((r: { id: number; displayOrder: number }) => [r.id, r.displayOrder])).toEqual(expected);
}
