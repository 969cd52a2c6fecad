import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { startBenchServer } from './bench-server';

/** What the media bench's server process tells its parent once it listens. */
export interface MediaServerReady {
  /** Our app (tus under /api/media/videos/tus) and its admin session. */
  base: string;
  cookie: string;
  dataDir: string;
  /** The app's database, for a bench to fill and query directly. */
  databaseUrl: string;
  /** The bare Node server: PUT pipes the body to a file in `bareDir`, nothing else. */
  bare: string;
  bareDir: string;
}

/**
 * Run as a child process by bench/media.ts, so that its resident memory is the server's alone:
 * the real app on embedded PostgreSQL, and beside it the bare PUT server writing to the same disk.
 */
async function main() {
  const staticDir = process.env.BENCH_MEDIA_STATIC_DIR;
  const server = await startBenchServer(undefined, staticDir ? { staticDir } : {});
  const bareDir = path.join(server.dataDir, 'files', 'bare');
  await mkdir(bareDir, { recursive: true });
  const bareServer = http.createServer((request, response) => {
    pipeline(request, createWriteStream(path.join(bareDir, randomUUID()))).then(
      () => response.writeHead(204).end(),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => bareServer.listen(0, '127.0.0.1', resolve));
  const ready: MediaServerReady = {
    base: server.base,
    cookie: server.cookie,
    dataDir: server.dataDir,
    databaseUrl: server.databaseUrl,
    bare: `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}`,
    bareDir,
  };
  process.send?.(ready);
  process.once('message', () => {
    bareServer.close();
    void server.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
