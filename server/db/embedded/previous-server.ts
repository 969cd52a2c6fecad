import { readlink, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isPostmasterOf, postmasterFile } from './postmaster';
import { procStat } from './proc-stat';

/** How long an orphan may take to stop: a fast shutdown writes one checkpoint, normally well under a second. */
const ORPHAN_STOP_MS = 60_000;

/**
 * Makes way for a new server on `dataDir`. Its last PostgreSQL may still be running: then a
 * second one would fail obscurely. One whose owner died without stopping it (kill -9, a crash)
 * is an orphan: its watchdog (reaper.ts) stops it within a second or two, but a restart (a
 * supervisor's, a user's) can come sooner, and the watchdog may have died too. So an orphan is
 * asked to stop here as well and waited for; one owned by a live server refuses the start.
 */
export async function awaitPreviousServer(dataDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const pid = (await postmasterFile(dataDir))?.pid;
  if (!pid) return;
  if (isZombie(pid)) {
    // A postmaster killed with SIGKILL (with its whole process group, say) leaves its pid file,
    // and until its adopter reaps it, which a container's pid 1 may never do, its pid still
    // answers signal 0: PostgreSQL would then refuse to start ('lock file "postmaster.pid"
    // already exists'). A zombie runs nothing, so the file is stale. PostgreSQL's own check that
    // no process still uses the old shared memory still guards against surviving backends.
    log(`Removing the pid file of PostgreSQL ${pid}, which was killed (its process has ended but is not yet reaped)`);
    await rm(pidFile, { force: true });
    return;
  }
  // A stale pid file of a server that is gone (or whose pid now names another program) is PostgreSQL's own to clear.
  if (!(await isPostmasterOf(pid, dataDir))) return;
  if (!(await isOrphan(pid))) {
    throw new Error(
      `The database in ${dataDir} is in use by another running server (PostgreSQL pid ${pid}). ` +
        'Stop that server first (Ctrl+C), or give this command another DATA_DIR.',
    );
  }
  log(`Stopping the PostgreSQL (pid ${pid}) left running by a server that ended without stopping it`);
  signal(pid, 'SIGINT');
  const deadline = Date.now() + ORPHAN_STOP_MS;
  while (await isPostmasterOf(pid, dataDir)) {
    if (Date.now() > deadline) {
      throw new Error(`The PostgreSQL (pid ${pid}) left running on ${dataDir} did not stop within ${ORPHAN_STOP_MS / 1000} s.`);
    }
    await sleep(50);
  }
}

/** Whether `pid` has ended but not been reaped yet. */
const isZombie = (pid: number) => procStat(pid)?.state === 'Z';

/**
 * The server that started a postmaster is its parent, a node process like this one; once that
 * dies the postmaster is adopted by init (pid 1) or a subreaper (systemd, tini), never by node.
 */
async function isOrphan(pid: number): Promise<boolean> {
  const parent = procStat(pid)?.parent;
  if (parent === 1) return true;
  if (!parent) return false;
  // Unreadable (another user's process): assume a live owner rather than stop someone's server.
  const executable = await readlink(`/proc/${parent}/exe`).catch(() => undefined);
  return executable !== undefined && !path.basename(executable).startsWith('node');
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}
