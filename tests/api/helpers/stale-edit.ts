import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

type Headers = Record<string, string>;

/** The header an edit carries to be made only over the version its client loaded. */
export const ifMatch = (version: string): Headers => ({ 'if-match': `"${version}"` });

/** A 409 EDIT_CONFLICT naming the admin who changed the record, and a moment ago. */
export function expectEditConflict(res: LightMyRequestResponse, changedBy: string): void {
  expect(res.statusCode, res.body).toBe(409);
  const { error } = res.json<{ error: { code: string; message: string; conflict: { changedBy: string; changedAt: string } } }>();
  expect(error.code).toBe('EDIT_CONFLICT');
  expect(error.conflict.changedBy).toBe(changedBy);
  expect(Math.abs(Date.now() - Date.parse(error.conflict.changedAt))).toBeLessThan(60_000);
  expect(error.message).toBe(
    `Changed by ${changedBy} at ${error.conflict.changedAt.slice(11, 16)} UTC since you opened it. Reload to see the change.`,
  );
}

export interface StaleEdit {
  /** The record's version as a client would load it now. */
  version: () => Promise<string>;
  /** An edit whose change differs for each `n`, sent with `headers` (If-Match or none). */
  edit: (n: number, headers: Headers) => Promise<LightMyRequestResponse>;
  /** What the record holds, to show that a refused edit changed nothing. */
  state: () => Promise<unknown>;
  /** Who the conflict should name: the admin who made the first edit. */
  changedBy: string;
}

/**
 * Two admins loaded the same version; the first saves, the second is refused with who and when
 * and changes nothing; the second, having reloaded, saves; an edit without If-Match (the spec's
 * API) still goes through.
 */
export async function expectStaleEditRefused({ version, edit, state, changedBy }: StaleEdit): Promise<void> {
  const loaded = await version();
  const first = await edit(1, ifMatch(loaded));
  expect(first.statusCode, first.body).toBeLessThan(300);
  const afterFirst = await state();
  expectEditConflict(await edit(2, ifMatch(loaded)), changedBy);
  expect(await state()).toEqual(afterFirst);
  const reloaded = await version();
  expect(reloaded).not.toBe(loaded);
  const third = await edit(3, ifMatch(reloaded));
  expect(third.statusCode, third.body).toBeLessThan(300);
  const unversioned = await edit(4, {});
  expect(unversioned.statusCode, unversioned.body).toBeLessThan(300);
}
