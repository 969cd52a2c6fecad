import { Worker } from 'node:worker_threads';

/**
 * The worker's code, plain JavaScript (it runs without our TypeScript loader): one running
 * SHA-256 per id, fed in order, each chunk acknowledged so the sender can hold back.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const hashes = new Map();
parentPort.on('message', (message) => {
  if (message.type === 'update') {
    let hash = hashes.get(message.id);
    if (!hash) hashes.set(message.id, (hash = createHash('sha256')));
    hash.update(new Uint8Array(message.bytes));
    parentPort.postMessage({ type: 'ack', length: message.bytes.byteLength });
  } else if (message.type === 'digest') {
    const hash = hashes.get(message.id) ?? createHash('sha256');
    hashes.delete(message.id);
    parentPort.postMessage({ type: 'digest', ticket: message.ticket, hex: hash.digest('hex') });
  } else if (message.type === 'drop') {
    hashes.delete(message.id);
  }
});
`;

/** Bytes handed to the worker but not yet hashed before `update` makes its caller wait. */
const HIGH_WATER = 32 * 1024 * 1024;

type WorkerAnswer = { type: 'ack'; length: number } | { type: 'digest'; ticket: number; hex: string };

/**
 * Running SHA-256 hashes computed on a worker thread. Hashing 1 GiB costs about 0.6 s of CPU;
 * on the event loop that writes an upload it cost a third of the tus endpoint's throughput,
 * beside it on another core it costs one memory copy per chunk.
 */
export class OffThreadHashes {
  private worker: Worker | undefined;
  private inFlight = 0;
  private readonly drained: Array<() => void> = [];
  private readonly digests = new Map<number, { resolve: (hex: string) => void; reject: (error: Error) => void }>();
  private nextTicket = 0;
  /** Counts worker restarts: a hash begun under an earlier generation died with its worker. */
  generation = 0;

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    // Idle hashing must not keep the server alive.
    worker.unref();
    worker.on('message', (answer: WorkerAnswer) => {
      if (answer.type === 'ack') {
        this.inFlight -= answer.length;
        if (this.inFlight <= HIGH_WATER) for (const wake of this.drained.splice(0)) wake();
      } else {
        this.digests.get(answer.ticket)?.resolve(answer.hex);
        this.digests.delete(answer.ticket);
      }
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => this.fail(new Error('The hashing worker stopped')));
    this.worker = worker;
    return worker;
  }

  /** A dead worker fails what waits on it; the next call starts a new one (its hashes are gone, so callers re-hash). */
  private fail(error: Error) {
    if (this.worker) this.generation++;
    this.worker = undefined;
    this.inFlight = 0;
    for (const wake of this.drained.splice(0)) wake();
    for (const waiting of this.digests.values()) waiting.reject(error);
    this.digests.clear();
  }

  /** Adds `chunk` to `id`'s hash; resolves at once unless the worker is too far behind. */
  async update(id: string, chunk: Buffer): Promise<void> {
    const copy = new Uint8Array(chunk);
    this.inFlight += copy.byteLength;
    this.start().postMessage({ type: 'update', id, bytes: copy.buffer }, [copy.buffer]);
    if (this.inFlight > HIGH_WATER) await new Promise<void>((resolve) => this.drained.push(resolve));
  }

  /** The hex digest of everything given for `id`; the id's hash is then forgotten. */
  digest(id: string): Promise<string> {
    const ticket = this.nextTicket++;
    const answer = new Promise<string>((resolve, reject) => this.digests.set(ticket, { resolve, reject }));
    this.start().postMessage({ type: 'digest', id, ticket });
    return answer;
  }

  drop(id: string): void {
    this.worker?.postMessage({ type: 'drop', id });
  }
}
