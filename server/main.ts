import { hostname } from 'node:os';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './open-database';
import { unsupportedNode } from './lib/node-runtime';

/** Starts the server: database (embedded unless DATABASE_URL), migrations, demo data, HTTP. */
async function main() {
  const config = loadConfig();
  const production = config.NODE_ENV === 'production';
  const logger = {
    level: config.LOG_LEVEL,
    // Production logs pino's JSON even on a terminal: a log collector parses every line.
    ...(process.stdout.isTTY &&
      !production && {
        transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname,method,url,statusCode,responseTime', singleLine: true } },
      }),
  };
  // Development prints each step of the start (the first one takes about half a minute); production logs JSON only.
  const database = await openDatabase(config, { progress: production ? undefined : (step) => console.log(step) });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let closing = false;
  // Graceful: no new connections, requests in flight finish (for at most SHUTDOWN_TIMEOUT_SECONDS,
  // then they are cut), the pool closes, then the embedded database stops.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down');
    const bound = config.SHUTDOWN_TIMEOUT_SECONDS * 1000;
    const cut = setTimeout(() => {
      app?.log.warn(`requests still in flight after ${config.SHUTDOWN_TIMEOUT_SECONDS} s are cut`);
      app?.server.closeAllConnections();
    }, bound);
    await app?.close().catch(() => {});
    clearTimeout(cut);
    await database.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));

  try {
    app = await buildApp({ config, databaseUrl: database.url, logger });
    // A warning, not a refusal: the machine's older Node still runs it, but gets no security fixes.
    const oldNode = unsupportedNode(process.version);
    if (oldNode) app.log.warn({ node: process.version }, oldNode);
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    const url = address.replace('127.0.0.1', 'localhost');
    if (production) {
      // Same words as in development: tests and scripts wait for them (tests/system/helpers/server-process.ts).
      app.log.info({ url, database: database.description }, `Property back-office is running at ${url}`);
      return;
    }
    console.log(`\nProperty back-office is running at ${url}`);
    console.log(`  database: ${database.description}`);
    if (database.demoLogin) console.log(`  demo admin: ${database.demoLogin.email} / ${database.demoLogin.password}`);
    if (database.noAdmin)
      console.log('  nobody can log in yet: create the first administrator with npm run admin:create -- --email you@example.com');
    console.log(`  API reference: ${url}/api/docs\n`);
  } catch (error) {
    await app?.close().catch(() => {});
    await database.stop();
    fail(error, { stack: true });
  }
}

/**
 * Stops start-up with the reason: its message for a refusal (configuration, no administrator),
 * the stack too for anything unexpected. In production a JSON line in pino's shape, as the
 * rest of the log (the logger may not exist yet).
 */
function fail(error: unknown, { stack }: { stack: boolean }): never {
  const message = error instanceof Error ? error.message : String(error);
  if (process.env.NODE_ENV === 'production') {
    const err = stack && error instanceof Error ? { err: { type: error.name, message, stack: error.stack } } : {};
    console.error(JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, hostname: hostname(), ...err, msg: message }));
  } else {
    console.error(stack ? error : message);
  }
  process.exit(1);
}

main().catch((error: unknown) => fail(error, { stack: false }));
