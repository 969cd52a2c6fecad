import type { Operation, OperationAnswer, OperationInput } from '@common/api/operation';
import type { HttpClient } from './httpClient';

export interface CallOptions {
  signal?: AbortSignal;
  /** The version of the record the change was made on (see HttpRequest.ifMatch). */
  ifMatch?: string;
  /** Sent even as the page closes (see HttpRequest.keepalive). */
  keepalive?: boolean;
}

/** A data provider method that calls the operation: its input as the operation's schemas say; none needed when it takes none. */
type OperationMethod<O extends Operation> =
  object extends OperationInput<O>
    ? (input?: OperationInput<O>, options?: CallOptions) => Promise<OperationAnswer<O>>
    : (input: OperationInput<O>, options?: CallOptions) => Promise<OperationAnswer<O>>;

export type OperationMethods<T extends Record<string, Operation>> = { [K in keyof T]: OperationMethod<T[K]> };

interface Sent {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The address of a call: path parameters filled in, the query appended (objects as JSON, as the list parameters are). */
export function addressOf(op: Operation, { params, query }: Sent): string {
  const path = op.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  const search = new URLSearchParams(
    Object.entries(query ?? {}).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean)]],
    ),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** One method per operation of `operations`, each calling it through `http`. A creating POST may be sent twice safely. */
export function operationMethods<T extends Record<string, Operation>>(http: HttpClient, operations: T): OperationMethods<T> {
  const call = async (op: Operation, sent: Sent = {}, { signal, ifMatch, keepalive }: CallOptions = {}) =>
    (await http(addressOf(op, sent), { method: op.method, body: sent.body, signal, ifMatch, keepalive, idempotent: op.status === 201 }))
      .json;
  return Object.fromEntries(
    Object.entries(operations).map(([name, op]) => [name, (sent?: Sent, options?: CallOptions) => call(op, sent, options)]),
  ) as OperationMethods<T>;
}
