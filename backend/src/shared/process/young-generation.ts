// How the app collects its young generation: on its own thread, not with V8's helper threads. On a
// machine of two cores, shared by the app's thread, the embedded engine's thread, the database and the
// worker, a parallel scavenge waits for helpers that wait for a core, and the one-second poll waits for
// the scavenge: while three people imported, the poll's p99 fell from 18 to 25 ms to 11 to 18 ms on
// PostgreSQL when the app scavenged alone (docs/performance.md, "Imports never starve the poll"). A
// scavenge of the app's young generation is a few milliseconds on one thread. An operator who starts
// Node with either flag (on its command line or in NODE_OPTIONS) keeps that choice.
import { setFlagsFromString } from 'node:v8';

const SCAVENGE_FLAG = /^--(no-)?parallel[-_]scavenge(=|$)/;

/** Whether these Node flags already say how the young generation is scavenged. */
export function scavengingChosenIn(nodeFlags: readonly string[]): boolean {
  return nodeFlags.some((flag) => SCAVENGE_FLAG.test(flag));
}

/** The flags a process was started with: its command line's, then NODE_OPTIONS'. */
export function nodeFlagsOf(started: Pick<NodeJS.Process, 'execArgv' | 'env'>): string[] {
  return [...started.execArgv, ...(started.env.NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean)];
}

/** From the next collection on, the young generation is scavenged on the app's thread alone, unless chosen otherwise. */
export function scavengeOnTheAppsThread(): void {
  if (!scavengingChosenIn(nodeFlagsOf(process))) setFlagsFromString('--no-parallel-scavenge');
}
