import { STATUS_CODES as STATUS_TEXTS } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { cancelledByClient, logCancelled } from './lib/cancelled-request';
import { isDatabaseUnavailable } from './db/database-unavailable';
import { rawAnswerHeaders } from './plugins/security-headers';

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  410: 'GONE',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'HEADERS_TOO_LARGE',
};

/** The one error body as JSON text, for answers written outside the error handler (tus, a malformed HTTP request). */
export const errorJson = (status: number, message: string) =>
  JSON.stringify({ error: { code: STATUS_CODES[status] ?? 'BAD_REQUEST', message } });

/**
 * What the multipart parser (busboy) throws for a body that is not the multipart it claims to be
 * (no boundary, one too long, a body cut short): plain Errors without a code or a status, raised
 * while a route reads the body. A malformed body is the client's mistake, as malformed JSON is.
 */
const MALFORMED_MULTIPART =
  /^(Unexpected end of multipart data|Multipart: Boundary not found|Boundary required|\w+ terminated early due to unexpected end of multipart data|The needle cannot .*)$/;

export type FieldErrors = Record<string, string>;

/** The one error shape of the API: `{ error: { code, message, fields? } }`. */
export const ErrorResponse = Type.Object({
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    /** An edit refused because the record changed since it was loaded (If-Match): who changed it, and when. */
    conflict: Type.Optional(Type.Object({ changedBy: Type.String(), changedAt: Type.String({ format: 'date-time' }) })),
  }),
});

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly conflict?: { changedBy: string; changedAt: string },
  ) {
    super(message);
  }
}

/** Text the database cannot store, or would store changed: a NUL character, half of a character. */
export const INVALID_TEXT_MESSAGE = 'Invalid request: text contains a character that cannot be stored';
/** 'Too many attempts. Try again in 5 minutes.': the wait in the largest unit that says it (whole minutes from one up). */
export function tooManyAttempts(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new AppError(429, 'RATE_LIMITED', `Too many attempts. Try again in ${wait}.`);
}

export const badRequest = (message: string, fields?: FieldErrors) => new AppError(400, 'BAD_REQUEST', message, fields);
export const unauthorized = (message = 'Not logged in') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Forbidden') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} not found`);
/** The record read, or a 404 naming what was not found: a route's answer read back by id. */
export const orNotFound = <T>(record: T | undefined, what: string): T => {
  if (record === undefined) throw notFound(what);
  return record;
};
export const conflict = (message: string, fields?: FieldErrors) => new AppError(409, 'CONFLICT', message, fields);
/** The file store's disk is full (or over quota): not the client's fault, and over once space is freed. */
export const insufficientStorage = () =>
  new AppError(507, 'INSUFFICIENT_STORAGE', 'The file store is full, so the file was not kept. Free some space and try again.');

/** PostgreSQL is down or restarting (lib/database-unavailable.ts): the same request may succeed in a moment. */
export const databaseUnavailable = () => new AppError(503, 'DATABASE_UNAVAILABLE', 'The database is not answering. Try again in a moment.');

/** Whether a file-system error (or what it wraps) says the disk is full or over quota. */
export function isDiskFull(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as NodeJS.ErrnoException;
  return code === 'ENOSPC' || code === 'EDQUOT' || (cause !== undefined && cause !== error && isDiskFull(cause));
}

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
}

/** The SQLSTATE of a database error. Drizzle wraps the driver's error (DrizzleQueryError), so it is on the cause. */
const sqlState = (error: FastifyError & PgError) => error.code ?? (error.cause as PgError | undefined)?.code;

/** Turns a JSON-schema failure into one message per field ("emailAddress": "is required"). */
function validationFields(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const v of error.validation ?? []) {
    const { missingProperty: missing, additionalProperty: extra } = (v.params ?? {}) as {
      missingProperty?: string;
      additionalProperty?: string;
    };
    const pointer = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    // A missing or unknown property is named itself, not the object that lacks or holds it.
    const named = missing ?? extra;
    const field = named ? (pointer ? `${pointer}.${named}` : named) : pointer || error.validationContext || 'request';
    fields[field] ??= missing ? 'is required' : extra ? 'is not allowed' : (v.message ?? 'is invalid');
  }
  return fields;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & PgError, request, reply) => {
    // Whatever failed while the body was being read, the reason is the client leaving; no one hears the answer.
    if (cancelledByClient(request)) {
      logCancelled(request);
      return reply.status(400).send({ error: { code: 'REQUEST_CANCELLED', message: 'The request was cancelled before its body arrived' } });
    }
    if (error instanceof AppError) {
      // The server's own trouble (a full disk): the client gets a plain answer, the operator the log line.
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.status(error.status).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields && { fields: error.fields }),
          ...(error.conflict && { conflict: error.conflict }),
        },
      });
    }
    if (error.validation) {
      const fields = validationFields(error);
      const summary = Object.entries(fields)
        .map(([f, m]) => `${f} ${m}`)
        .join('; ');
      return reply.status(400).send({ error: { code: 'VALIDATION_FAILED', message: `Invalid request: ${summary}`, fields } });
    }
    // PostgreSQL integrity errors are the client's mistake, not the server's.
    const state = sqlState(error);
    if (state === '23505') {
      return reply.status(409).send({ error: { code: 'CONFLICT', message: 'A record with these values already exists' } });
    }
    if (state === '23503') {
      return reply.status(400).send({ error: { code: 'INVALID_REFERENCE', message: 'A referenced record does not exist' } });
    }
    // Valid JSON text PostgreSQL cannot store (a NUL character, "\u0000"): also the client's input.
    if (state === '22021' || state === '22P05') {
      return reply.status(400).send({ error: { code: 'INVALID_TEXT', message: INVALID_TEXT_MESSAGE } });
    }
    if (isDatabaseUnavailable(error)) {
      // Down or restarting: the request may succeed unchanged in a moment, and the pool reconnects by itself.
      request.log.error({ err: error }, 'database unavailable');
      const { status, code, message } = databaseUnavailable();
      return reply.status(status).send({ error: { code, message } });
    }
    if (error.statusCode === undefined && error.code === undefined && MALFORMED_MULTIPART.test(error.message)) {
      return reply
        .status(400)
        .send({ error: { code: 'MALFORMED_MULTIPART', message: `Invalid request: malformed multipart body (${error.message})` } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large, rate limit.
      return reply.status(status).send({ error: { code: error.code ?? STATUS_CODES[status] ?? 'BAD_REQUEST', message: error.message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong on the server' } });
  });
}

export const noRoute = (method: string, url: string) => new AppError(404, 'NOT_FOUND', `No route ${method} ${url.split('?')[0]}`);

/**
 * The router's own refusals (a malformed %-escape, a path parameter over 100 characters) come
 * before any route, so the error handler never sees them (Fastify's `frameworkErrors`): the same shape.
 */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(error.statusCode ?? 400).send({ error: { code: error.code, message: error.message } });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KiB, a malformed
 * request line, a request that never finishes): the one error shape, not Fastify's default, and
 * the security headers of every other answer (a browser shows these answers too).
 */
export function sendClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large']
        : [400, 'Malformed HTTP request'];
  const body = errorJson(status, message);
  if (socket.writable) {
    const security = Object.entries(rawAnswerHeaders).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXTS[status]}\r\nContent-Type: application/json; charset=utf-8\r\n${security.join('')}` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
