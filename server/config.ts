import path from 'node:path';
import { Type, type Static } from 'typebox';
import Value from 'typebox/value';
import { DEFAULT_ALLOWED_HOSTS, parseAllowedHosts } from './lib/allowed-hosts';

/** Every setting the server reads, with its default. Documented in the README. */
const ConfigSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
  }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ default: '127.0.0.1' }),
  DATA_DIR: Type.String({ default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  /** The public marketplace site; unset, the details screen says it is not configured instead of linking nowhere. */
  PUBLIC_SITE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  /** Demo data is loaded into an empty database unless this is false (and never in production). */
  SEED_DEMO: Type.Boolean({ default: true }),
  SESSION_TTL_HOURS: Type.Integer({ minimum: 1, default: 12 }),
  /** A session with no request for this long ends, whatever its absolute lifetime left. */
  SESSION_IDLE_MINUTES: Type.Integer({ minimum: 1, default: 30 }),
  SESSION_CACHE_MS: Type.Integer({ minimum: 0, maximum: 60000, default: 2000 }),
  /** On SIGTERM or SIGINT, how long requests in flight may take to finish before they are cut. */
  SHUTDOWN_TIMEOUT_SECONDS: Type.Integer({ minimum: 0, maximum: 600, default: 10 }),
  /** Login attempts allowed per account (email), from any address, within the window. */
  LOGIN_RATE_LIMIT_MAX: Type.Integer({ minimum: 1, default: 10 }),
  /** Login attempts allowed per client address, to any accounts, within the window. */
  LOGIN_ADDRESS_RATE_LIMIT_MAX: Type.Integer({ minimum: 1, default: 50 }),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: Type.Integer({ minimum: 1, default: 300 }),
  /** Requests per minute a service token may make to POST /api/activity/events. */
  EVENTS_RATE_LIMIT_MAX: Type.Integer({ minimum: 1, default: 120 }),
  /** Set behind a reverse proxy so client addresses and HTTPS are read from X-Forwarded-*. */
  TRUST_PROXY: Type.Boolean({ default: false }),
  /** Extra origins allowed to make state-changing requests (comma separated), e.g. a dev server. */
  ALLOWED_ORIGINS: Type.String({ default: '' }),
  /**
   * The host names (comma separated, any port) requests may be addressed to; others get 421. A
   * page on another name that resolves to this server (DNS rebinding) is then not our origin.
   */
  ALLOWED_HOSTS: Type.String({ default: DEFAULT_ALLOWED_HOSTS }),
  /** Largest image upload accepted (bytes); default 25 MiB. */
  IMAGE_MAX_BYTES: Type.Integer({ minimum: 1, default: 25 * 1024 * 1024 }),
  /** Largest image accepted by area (width × height), the guard against decompression bombs; default 100 megapixels. */
  IMAGE_MAX_PIXELS: Type.Integer({ minimum: 1, default: 100_000_000 }),
  /** Largest video upload accepted (bytes); default 5 GiB. */
  VIDEO_MAX_BYTES: Type.Integer({ minimum: 1, default: 5 * 1024 * 1024 * 1024 }),
  /** An unfinished video (or large data room file) upload nothing has been written to for this long is removed (its client then starts afresh). */
  VIDEO_UPLOAD_EXPIRY_HOURS: Type.Integer({ minimum: 1, default: 24 }),
  /** Largest data room file accepted (bytes); default 1 GiB. */
  DATA_ROOM_FILE_MAX_BYTES: Type.Integer({ minimum: 1, default: 1024 * 1024 * 1024 }),
  /** Where the built admin app is served from. */
  STATIC_DIR: Type.String({ default: './dist' }),
  /** Where files live: 'local' (DATA_DIR/files) or 's3' (an S3-compatible bucket, the S3_* settings). */
  STORAGE: Type.Union([Type.Literal('local'), Type.Literal('s3')], { default: 'local' }),
  /** The S3 API's URL for a store other than AWS (MinIO, R2, Ceph); AWS's own when empty. */
  S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
  S3_BUCKET: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$' })),
  S3_REGION: Type.String({ default: 'us-east-1' }),
  /** Both or neither: without them the AWS SDK's own chain (environment, instance role) applies. */
  S3_ACCESS_KEY_ID: Type.Optional(Type.String()),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String()),
  /** Bucket in the path (http://host/bucket/key) rather than the host name: MinIO and most self-hosted stores want it. */
  S3_FORCE_PATH_STYLE: Type.Boolean({ default: false }),
  /** Serves Prometheus metrics at GET /metrics to `Authorization: Bearer <this>`; long enough not to be guessed. Unset, there is no /metrics. */
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  /** Serves Prometheus metrics, with no token, on a port of their own (0 picks a free one); none when unset. */
  METRICS_PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
  /** Where METRICS_PORT listens: loopback, unless Prometheus scrapes from another machine of a private network. */
  METRICS_HOST: Type.String({ default: '127.0.0.1' }),
});

export type Config = Static<typeof ConfigSchema> & { dataDir: string; allowedOrigins: string[]; allowedHosts: string[] };

/** Reads and validates configuration; a bad value stops the server with the reason. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(ConfigSchema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const withDefaults = Value.Default(ConfigSchema, Value.Convert(ConfigSchema, raw));
  if (!Value.Check(ConfigSchema, withDefaults)) {
    const problems = [...Value.Errors(ConfigSchema, withDefaults)].map(
      (e) => `${e.instancePath.replace(/^\//, '') || 'config'} ${e.message}`,
    );
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const config = withDefaults;
  const combination = combinationProblem(config);
  if (combination) throw new Error(`Invalid configuration: ${combination}`);
  const allowed = parseAllowedHosts(config.ALLOWED_HOSTS);
  if ('problem' in allowed) throw new Error(`Invalid configuration: ${allowed.problem}`);
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    allowedHosts: allowed.hosts,
    allowedOrigins: config.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  };
}

/** Settings that are valid alone but not together; the message names the variables. */
function combinationProblem(config: Static<typeof ConfigSchema>): string | undefined {
  if (config.METRICS_PORT && config.METRICS_PORT === config.PORT)
    return 'METRICS_PORT must differ from PORT: the metrics listen on a port of their own';
  if (config.STORAGE !== 's3') return undefined;
  // Files in a bucket outlive a machine; an embedded database on its disk would not.
  if (!config.DATABASE_URL) return 'STORAGE=s3 needs DATABASE_URL: the embedded database lives on one machine, the bucket does not';
  if (!config.S3_BUCKET) return 'STORAGE=s3 needs S3_BUCKET';
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY))
    return "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's own credentials";
  return undefined;
}
