import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { loginThrottle } from '../db/schema';

export interface ThrottleLimits {
  /** Attempts allowed per account (email) within the window, from any address. */
  perAccount: number;
  /** Attempts allowed per client address within the window, whatever the accounts. */
  perAddress: number;
  windowSeconds: number;
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;

/**
 * Counts a login attempt before its password is checked, and says how many seconds to wait if
 * it is over a limit (undefined when it may go ahead). Counting first, in one atomic upsert per
 * key, means a burst of parallel guesses cannot all slip in before the first is counted.
 */
export async function countLoginAttempt(db: DbOrTx, email: string, ip: string, limits: ThrottleLimits): Promise<number | undefined> {
  const window = sql`make_interval(secs => ${limits.windowSeconds})`;
  const expired = sql`${loginThrottle.windowStartedAt} <= now() - ${window}`;
  const rows = await db
    .insert(loginThrottle)
    .values([
      { key: accountKey(email), attempts: 1, windowStartedAt: sql`now()` },
      { key: addressKey(ip), attempts: 1, windowStartedAt: sql`now()` },
    ])
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginThrottle.attempts} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN now() ELSE ${loginThrottle.windowStartedAt} END`,
      },
    })
    .returning({
      key: loginThrottle.key,
      attempts: loginThrottle.attempts,
      secondsLeft: sql<number>`ceil(extract(epoch from ${loginThrottle.windowStartedAt} + ${window} - now()))::int`,
    });
  const over = rows.filter((r) => r.attempts > (r.key.startsWith('account:') ? limits.perAccount : limits.perAddress));
  return over.length ? Math.max(1, ...over.map((r) => r.secondsLeft)) : undefined;
}

/**
 * A successful login clears its account's count (its owner knows the password) and gives the
 * address its attempt back, so an office behind one address is not locked out by its own logins.
 * Old windows are swept here too, so the table stays as small as the last window's attempts.
 */
export async function forgiveLogin(db: DbOrTx, email: string, ip: string, windowSeconds: number): Promise<void> {
  const windowStart = sql`now() - make_interval(secs => ${windowSeconds})`;
  // One statement (a login waits on it): its two parts touch disjoint rows, as one statement's
  // parts must, since the address row is given back only while its window is still open.
  await db.execute(sql`
    with forgotten as (
      delete from login_throttle where key = ${accountKey(email)} or window_started_at < ${windowStart}
    )
    update login_throttle set attempts = greatest(attempts - 1, 0)
    where key = ${addressKey(ip)} and window_started_at >= ${windowStart}`);
}
