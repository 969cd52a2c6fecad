import { spawn, type ChildProcess } from 'node:child_process';

// Runs in a detached process: when the parent disappears without stopping PostgreSQL
// (killed with SIGKILL, crashed), it asks the postmaster for a fast, clean shutdown.
const WATCHDOG = `
const [parent, postmaster] = process.argv.slice(1).map(Number);
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
setInterval(() => {
  if (!alive(postmaster)) process.exit(0);
  if (!alive(parent)) { try { process.kill(postmaster, 'SIGINT'); } catch {} process.exit(0); }
}, 500);
`;

export function startReaper(postmasterPid: number): ChildProcess {
  const child = spawn(process.execPath, ['-e', WATCHDOG, String(process.pid), String(postmasterPid)], {
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  return child;
}
