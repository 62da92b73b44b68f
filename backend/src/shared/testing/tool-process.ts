// Runs Pause's command-line tools as people run them (node backend/dist/cli/<tool>.js, and the worker's
// backend/dist/worker.js), and reports how they ended: exit code, stdout and stderr. Failing is an
// outcome to assert on, not a throw.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const REPOSITORY_ROOT = join(__dirname, '..', '..', '..', '..');

const SCRIPTS = {
  replay: 'cli/replay.js',
  events: 'cli/events.js',
  backup: 'cli/backup.js',
  restore: 'cli/restore.js',
  worker: 'worker.js',
} as const;

export type ToolName = keyof typeof SCRIPTS;
export const TOOL_NAMES = Object.keys(SCRIPTS) as ToolName[];

export interface ToolOutcome {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunningTool {
  readonly child: ChildProcess;
  /** Everything written on stderr so far. */
  stderr(): string;
  readonly done: Promise<ToolOutcome>;
}

/** `env` overrides the current environment; `undefined` removes a variable. */
export function startTool(
  tool: ToolName,
  args: readonly string[],
  env: Record<string, string | undefined> = {},
): RunningTool {
  const merged: NodeJS.ProcessEnv = { ...process.env };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  const child = spawn(process.execPath, [join('backend', 'dist', SCRIPTS[tool]), ...args], {
    cwd: REPOSITORY_ROOT,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<ToolOutcome>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
  return { child, stderr: () => stderr, done };
}

export function runTool(
  tool: ToolName,
  args: readonly string[],
  env: Record<string, string | undefined> = {},
): Promise<ToolOutcome> {
  return startTool(tool, args, env).done;
}
