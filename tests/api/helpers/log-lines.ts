import { Writable } from 'node:stream';

/** A line of the server's JSON log (pino's fields, and whatever the line adds). */
export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}

export const LOG_LEVELS = { info: 30, warn: 40, error: 50 } as const;

/** A log stream for buildApp's `logger` that keeps every line it is given, parsed, in `lines`. */
export function logLines<Line extends LogLine = LogLine>() {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Line);
      done();
    },
  });
  return { lines, stream };
}
