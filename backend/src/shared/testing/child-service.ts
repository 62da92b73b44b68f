// Starts a built helper service (dist/...) in a child process and waits for the line that says
// where it listens.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const DIST = join(__dirname, '..', '..', '..', 'dist');

export interface ChildService {
  /** What the service announced after `${key}=`. */
  readonly address: string;
  stop(): Promise<void>;
}

export async function startChildService(script: string, args: string[], key: string): Promise<ChildService> {
  const path = join(DIST, script);
  if (!existsSync(path)) throw new Error(`${path} is missing: run "npm run build" before the integration tests.`);
  const child = spawn(process.execPath, [path, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const address = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith(`${key}=`)) resolve(line.slice(key.length + 1));
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready.`)));
  });
  return { address, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
