// CPU time spent by processes on this machine, from /proc (Linux): what a benchmark's load cost each
// side, whatever else the machine was doing meanwhile.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** User plus system CPU seconds the process has used so far; 0 once it is gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    // The command name, in parentheses, may hold spaces: the fields that follow it are counted from there.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [userTicks, systemTicks] = [Number(fields[11]), Number(fields[12])];
    return (userTicks + systemTicks) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by every PostgreSQL server process on this machine. */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuSecondsOf(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}
