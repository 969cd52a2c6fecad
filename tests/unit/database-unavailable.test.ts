import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, markDatabaseError } from '../../server/db/database-unavailable';

/** A server's error message as node-postgres raises it, with its SQLSTATE. */
function serverError(code: string, message = 'from the server') {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  return error;
}

/** A Node socket error (what net.connect raises), optionally marked as the database driver's. */
function socketError(code: string, fromDatabase: boolean) {
  const error = Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });
  return fromDatabase ? markDatabaseError(error) : error;
}

/** As Drizzle wraps every failed query: the driver's error on `cause`. */
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['57P01', 'admin_shutdown (a fast stop)'],
    ['57P02', 'crash_shutdown'],
    ['57P03', 'cannot_connect_now (starting up, shutting down)'],
    ['53300', 'too_many_connections'],
    ['08006', 'connection_failure'],
    ['08001', 'sqlclient_unable_to_establish_sqlconnection'],
    ['08P01', 'protocol_violation'],
  ])('counts SQLSTATE %s (%s), bare or wrapped by Drizzle', (code) => {
    expect(isDatabaseUnavailable(serverError(code))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(serverError(code)))).toBe(true);
  });

  it.each([
    ['23505', 'unique_violation'],
    ['23503', 'foreign_key_violation'],
    ['57014', 'query_canceled'],
    ['40001', 'serialization_failure'],
    ['42P01', 'undefined_table'],
  ])('does not count SQLSTATE %s (%s): the query was refused, not the connection', (code) => {
    expect(isDatabaseUnavailable(wrapped(serverError(code)))).toBe(false);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
    'Client was closed and is not queryable',
  ])("counts node-postgres' '%s'", (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error(message)))).toBe(true);
  });

  it("counts the pool's connection timeout, which wraps the connection's own error", () => {
    const timeout = new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated') });
    expect(isDatabaseUnavailable(timeout)).toBe(true);
  });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])(
    "counts %s from the database's own connections, bare or wrapped",
    (code) => {
      expect(isDatabaseUnavailable(socketError(code, true))).toBe(true);
      expect(isDatabaseUnavailable(wrapped(socketError(code, true)))).toBe(true);
    },
  );

  it('does not count the same socket errors from anything else (the file store’s S3 client meets them too)', () => {
    expect(isDatabaseUnavailable(socketError('ECONNREFUSED', false))).toBe(false);
    expect(isDatabaseUnavailable(new Error('upload failed', { cause: socketError('ECONNRESET', false) }))).toBe(false);
  });

  it('counts an AggregateError of refused addresses (a host name with several) from the database', () => {
    const refused = markDatabaseError(
      Object.assign(new AggregateError([socketError('ECONNREFUSED', false), socketError('ECONNREFUSED', false)]), {
        code: 'ECONNREFUSED',
      }),
    );
    expect(isDatabaseUnavailable(wrapped(refused))).toBe(true);
  });

  it('does not count a marked error that is no network failure', () => {
    expect(isDatabaseUnavailable(markDatabaseError(Object.assign(new Error('disk full'), { code: 'ENOSPC' })))).toBe(false);
    expect(isDatabaseUnavailable(markDatabaseError(new Error('Something else')))).toBe(false);
  });

  it('answers false for what is not an error, and ends on a cause that points back', () => {
    for (const value of [undefined, null, 'ECONNREFUSED', 42, {}]) expect(isDatabaseUnavailable(value)).toBe(false);
    const loop: Error & { cause?: unknown } = new Error('outer');
    loop.cause = new Error('inner', { cause: loop });
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
