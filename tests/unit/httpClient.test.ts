import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchHttpClient } from '../../src/httpClient';

const answer = () => new Response(JSON.stringify({ id: 1 }), { status: 201 });
const keysSent = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key']);

describe('fetchHttpClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a creating POST once more, under the same Idempotency-Key, when no answer came', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer());
    vi.stubGlobal('fetch', fetchMock);
    const { json } = await fetchHttpClient('/plain', { method: 'POST', body: { title: 'T' }, idempotent: true });
    expect(json).toEqual({ id: 1 });
    const [first, second] = keysSent(fetchMock);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
  });

  it('gives each create its own key', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => answer());
    vi.stubGlobal('fetch', fetchMock);
    await fetchHttpClient('/plain', { method: 'POST', body: {}, idempotent: true });
    await fetchHttpClient('/plain', { method: 'POST', body: {}, idempotent: true });
    const [first, second] = keysSent(fetchMock);
    expect(first).not.toBe(second);
  });

  it('never repeats a request without a key', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchHttpClient('/plain', { method: 'PUT', body: {} })).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keysSent(fetchMock)).toEqual([undefined]);
  });
});
