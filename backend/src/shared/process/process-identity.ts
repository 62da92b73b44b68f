// Who a process is, precisely enough to tell later whether it still runs: its pid alone is not
// enough, since pids are reused (a container's app is pid 1 after every restart). On Linux the
// kernel's boot id and the process's start time pin it down; elsewhere a live pid counts as alive.
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

export interface ProcessIdentity {
  readonly pid: number;
  readonly host: string;
  /** Linux only: the boot the process belongs to (/proc/sys/kernel/random/boot_id). */
  readonly bootId?: string;
  /** Linux only: when the process started, in clock ticks since boot (/proc/<pid>/stat, field 22). */
  readonly startTicks?: string;
}

/**
 * `running`: the process is alive (or, where the platform cannot tell a reused pid apart, its pid is).
 * `gone`: it has certainly ended. `elsewhere`: it belongs to another host, so this one cannot tell.
 */
export type ProcessState = 'running' | 'gone' | 'elsewhere';

export function currentProcess(): ProcessIdentity {
  return { pid: process.pid, host: hostname(), bootId: readBootId(), startTicks: readStartTicks(process.pid) };
}

export function processState(identity: ProcessIdentity, self: ProcessIdentity = currentProcess()): ProcessState {
  if (identity.host !== self.host) return 'elsewhere';
  if (identity.bootId !== undefined && self.bootId !== undefined && identity.bootId !== self.bootId) return 'gone';
  if (!pidExists(identity.pid)) return 'gone';
  if (identity.startTicks !== undefined) {
    const startTicks = readStartTicks(identity.pid);
    if (startTicks !== undefined) return startTicks === identity.startTicks ? 'running' : 'gone';
  }
  // No start time to compare: only our own pid can be told apart, since we know we are not it.
  return identity.pid === self.pid ? 'gone' : 'running';
}

export function describeProcess(identity: ProcessIdentity): string {
  return `process ${identity.pid} on ${identity.host}`;
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readBootId(): string | undefined {
  return readProcFile('/proc/sys/kernel/random/boot_id')?.trim();
}

function readStartTicks(pid: number): string | undefined {
  const stat = readProcFile(`/proc/${pid}/stat`);
  if (stat === undefined) return undefined;
  // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19];
}

function readProcFile(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
