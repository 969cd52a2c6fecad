import { vi } from 'vitest';
import { toHttpError, type HttpClient, type HttpRequest } from '../../src/httpClient';

export interface FakeReply {
  status?: number;
  json?: unknown;
  headers?: Record<string, string>;
}

/**
 * An HttpClient that records each call and answers from a queue; a status of 400 or more
 * is thrown as the real client would (the API's error shape becomes an HttpError).
 */
export function fakeHttp(...replies: FakeReply[]) {
  const calls: { path: string; request: HttpRequest }[] = [];
  const http = vi.fn(async (path: string, request: HttpRequest = {}) => {
    calls.push({ path, request });
    const reply = replies.shift() ?? { status: 200, json: {} };
    const status = reply.status ?? 200;
    if (status >= 400) throw toHttpError(status, reply.json);
    return { status, headers: new Headers(reply.headers), json: reply.json as never };
  }) as unknown as HttpClient;
  return { http, calls };
}
