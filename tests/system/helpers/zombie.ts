import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { procStat } from '../../../server/db/embedded/proc-stat';

/** A process's state letter from /proc; '' once it is gone. */
export const processState = (pid: number): string => procStat(pid)?.state ?? '';

/**
 * A process of `owner` that has ended but is not reaped: its parent, `sleep`, never waits for
 * it. `sh` starts the child, which ends a second later, then becomes that `sleep`. `release` ends the
 * parent, so init reaps the zombie. The owner matters: signal 0 to another user's process
 * fails (EPERM), which PostgreSQL takes for "not a server of mine".
 */
export async function holdZombie(owner: { uid: number; gid: number }): Promise<{ pid: number; release(): void }> {
  // The child ends a moment after `sh` has become `sleep`: ended sooner, `sh` itself might reap it.
  const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 600'], {
    stdio: ['ignore', 'pipe', 'ignore'],
    // Only root may start a process as another user.
    ...(process.getuid?.() === 0 ? { uid: owner.uid, gid: owner.gid } : {}),
  });
  const pid = await new Promise<number>((resolve, reject) => {
    parent.stdout.once('data', (chunk: Buffer) => resolve(Number.parseInt(chunk.toString(), 10)));
    parent.once('error', reject);
  });
  const deadline = Date.now() + 10_000;
  while (processState(pid) !== 'Z') {
    if (Date.now() > deadline) throw new Error(`process ${pid} did not become a zombie`);
    await sleep(10);
  }
  return { pid, release: () => parent.kill('SIGKILL') };
}
