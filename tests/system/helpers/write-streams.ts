import type pg from 'pg';
import { expect } from 'vitest';
import type { HttpSession } from './http-session';
import type { Random, WriteScope } from './write-scopes';

/** What the client knows of one scope: the state its acknowledged writes made, and the write it had in flight. */
export class TrackedScope<T> {
  acknowledged = 0;
  inFlight?: T;
  private constructor(
    readonly scope: WriteScope<T>,
    public state: T,
    private audits: number,
  ) {}

  static async of<T>(scope: WriteScope<T>, db: pg.Pool): Promise<TrackedScope<T>> {
    return new TrackedScope(scope, await scope.read(db), await scope.audits(db));
  }

  /**
   * Writes one at a time until the server stops answering (it was killed). Any answer but a 2xx
   * before that is a failure. Resolves with the number of acknowledged writes.
   */
  async stream(session: HttpSession, random: Random, failures: string[]): Promise<void> {
    for (let write = this.scope.next(this.state, random); write; write = this.scope.next(this.state, random)) {
      this.inFlight = write.after;
      const res = await session.request(write.method, write.url, write.body).catch(() => undefined);
      if (!res) return;
      // The status line is the acknowledgement; the body may be cut off by the kill.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) {
        failures.push(`${this.scope.label}: ${write.method} ${write.url} ${JSON.stringify(write.body)} answered ${res.status}`);
        return;
      }
      this.state = write.after;
      this.acknowledged++;
      this.inFlight = undefined;
    }
  }

  /**
   * After a restart: the stored state is exactly what the acknowledged writes made, or that and
   * the one in flight (it may have committed before the kill, unanswered), with one audit entry
   * per applied write. Then tracks on from what is stored.
   */
  async verify(db: pg.Pool): Promise<void> {
    const stored = { state: await this.scope.read(db), audits: await this.scope.audits(db) };
    const outcomes = [{ state: this.state, audits: this.audits + this.acknowledged }];
    if (this.inFlight !== undefined) outcomes.push({ state: this.inFlight, audits: this.audits + this.acknowledged + 1 });
    expect(outcomes, `${this.scope.label} after ${this.acknowledged} acknowledged writes`).toContainEqual(stored);
    this.state = stored.state;
    this.audits = stored.audits;
    this.acknowledged = 0;
    this.inFlight = undefined;
  }
}

/** A small seeded generator, so a failing run can be repeated with its seed (SEED=...). */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
