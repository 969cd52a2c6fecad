import { readFileSync } from 'node:fs';

export interface ProcStat {
  /** R, S, D, Z (ended, not yet reaped), … */
  state: string;
  parent: number;
}

/**
 * A process's state and parent from /proc/<pid>/stat, or undefined once it is gone (or unreadable).
 * The fields follow the command name, which is in parentheses and may itself hold spaces or ')'.
 */
export function procStat(pid: number): ProcStat | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state, parent: Number(parent) };
}
