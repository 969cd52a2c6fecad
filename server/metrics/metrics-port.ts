import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { errorJson } from '../errors';

export interface MetricsListener {
  readonly address: AddressInfo;
  close(): Promise<void>;
}

const INTERNAL = JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong on the server' } });

/**
 * The metrics on a port of their own (METRICS_PORT), with no token: only the network that reaches
 * `host` can read them, so it stays on loopback unless Prometheus scrapes from another machine of
 * a private network. Plain node:http: one path, none of the API's sessions and hooks, so scrapes
 * count in no request metric. Rejects when the port cannot be had (start-up then stops saying so).
 */
export async function listenForMetrics(
  registry: Registry,
  { host, port, onError }: { host: string; port: number; onError: (error: unknown) => void },
): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response
        .writeHead(404, { 'content-type': 'application/json; charset=utf-8' })
        .end(errorJson(404, `No route ${request.method} ${path}`));
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' }).end(INTERNAL);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    address: server.address() as AddressInfo,
    // Node's close() also ends idle keep-alive connections (Prometheus keeps one between scrapes).
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
