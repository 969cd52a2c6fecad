import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** From a cached read (milliseconds) to an export or a video chunk's last PATCH (seconds), in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];
/** The route of a request no route matched (a 404, a page of the admin app): its URL would make a series of every address probed. */
const UNMATCHED = 'unmatched';

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, event-loop delay, GC; prom-client's defaults), made once
 * per process and shared by its apps: they describe the process, and prom-client's collectors start
 * observers that are never stopped, which one set per app would pile up in a test run.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface AppMetrics {
  /** Everything one scrape answers: this app's metrics and the process's. */
  readonly registry: Registry;
  /** Counts an answered request and its time (an onResponse hook: synchronous, nothing awaited). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
  /** Counts bytes an upload wrote to the file store; `kind` is the key's folder ('images', 'videos'). */
  readonly countUpload: (kind: string, bytes: number) => void;
  /** Reports a connection pool's use at each scrape under `name`. */
  readonly watchPool: (name: string, pool: pg.Pool) => void;
}

/** One app's metrics in a registry of its own: tests build many apps in one process, and each counts only its own requests. */
export function appMetrics(): AppMetrics {
  const own = new Registry();
  const registers = [own];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status (errors are the 4xx and 5xx statuses).',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const uploadBytes = new Counter({
    name: 'upload_bytes_total',
    help: "Bytes uploads wrote to the file store, by kind (the key's folder): images (variants included), videos, data-room, nda.",
    labelNames: ['kind'] as const,
    registers,
  });

  // Read when scraped, not kept up to date: a pool's counts change on every query.
  const pools = new Map<string, pg.Pool>();
  const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number | undefined) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers,
      collect() {
        for (const [label, pool] of pools) this.set({ pool: label }, read(pool) ?? 0);
      },
    });
  poolGauge('db_pool_connections', 'Connections the pool holds open, busy or idle.', (pool) => pool.totalCount);
  poolGauge('db_pool_idle_connections', 'Open connections no query is using.', (pool) => pool.idleCount);
  poolGauge(
    'db_pool_waiting_requests',
    'Queries waiting for a connection: all are busy, or none can be made.',
    (pool) => pool.waitingCount,
  );
  poolGauge('db_pool_max_connections', 'The most connections the pool may open.', (pool) => pool.options.max);

  return {
    registry: Registry.merge([processMetrics(), own]),
    observe(request, reply) {
      const { method } = request;
      const route = request.routeOptions.url ?? UNMATCHED;
      const status = reply.statusCode;
      requests.inc({ method, route, status });
      duration.observe({ method, route, status_class: STATUS_CLASSES[Math.floor(status / 100)] }, reply.elapsedTime / 1000);
    },
    countUpload: (kind, bytes) => uploadBytes.inc({ kind }, bytes),
    watchPool: (name, pool) => void pools.set(name, pool),
  };
}
