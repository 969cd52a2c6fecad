import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { operation } from '@common/api/operation';
import { addressOf, operationMethods } from '../../src/operationCall';
import type { HttpClient, HttpRequest } from '../../src/httpClient';

const op = operation({
  method: 'PUT',
  path: '/things/:id/parts/:part',
  params: Type.Object({ id: Type.Integer(), part: Type.String() }),
  querystring: Type.Object({ round: Type.Optional(Type.Integer()), filter: Type.Optional(Type.Object({ isActive: Type.Boolean() })) }),
  body: Type.Object({ name: Type.String() }),
  answer: Type.Object({ ok: Type.Boolean() }),
  summary: 'A test operation',
});
const created = operation({ method: 'POST', path: '/things', answer: Type.Object({ id: Type.Integer() }), status: 201, summary: 'Create' });

describe('calling a declared operation', () => {
  it('fills the path parameters, escaped, and appends the query (objects as JSON, absent values left out)', () => {
    expect(addressOf(op, { params: { id: 7, part: 'a/b c' }, query: { round: 2, filter: { isActive: true } } })).toBe(
      '/things/7/parts/a%2Fb%20c?round=2&filter=%7B%22isActive%22%3Atrue%7D',
    );
    expect(addressOf(op, { params: { id: 7, part: 'x' }, query: { round: undefined } })).toBe('/things/7/parts/x');
  });

  it("sends the operation's method and body, with the version and signal given, and answers its JSON", async () => {
    const calls: Array<{ path: string; request?: HttpRequest }> = [];
    const http = (async (path: string, request?: HttpRequest) => {
      calls.push({ path, request });
      return { status: 200, headers: new Headers(), json: { ok: true } };
    }) as HttpClient;
    const methods = operationMethods(http, { op, created });
    const signal = new AbortController().signal;
    // The query may be left out: everything in it is optional.
    expect(await methods.op({ params: { id: 1, part: 'p' }, body: { name: 'n' } }, { ifMatch: '42', signal })).toEqual({
      ok: true,
    });
    await methods.created();
    expect(calls[0]).toEqual({
      path: '/things/1/parts/p',
      request: { method: 'PUT', body: { name: 'n' }, signal, ifMatch: '42', idempotent: false },
    });
    // A creating POST carries an Idempotency-Key, so a retry after a dropped answer makes one record.
    expect(calls[1].request).toMatchObject({ method: 'POST', idempotent: true });
  });
});
