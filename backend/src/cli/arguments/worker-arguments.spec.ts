import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultHeartbeatFile, parseWorkerArguments } from './worker-arguments';
import { type Parsed, UsageError } from './command-line';

function helpOf(parsed: Parsed<unknown>): string {
  if (parsed.kind !== 'help') throw new Error('help was not shown');
  return parsed.text;
}

function refusal(...argv: string[]): string {
  try {
    parseWorkerArguments(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
}

describe('npm run worker', () => {
  it('writes its heartbeat to a file of its own process unless told where', () => {
    expect(parseWorkerArguments([])).toEqual({ kind: 'run', options: { heartbeatFile: defaultHeartbeatFile() } });
    expect(defaultHeartbeatFile(4242)).toBe(join(tmpdir(), 'pause-worker-4242.heartbeat'));
    expect(defaultHeartbeatFile(4242)).not.toBe(defaultHeartbeatFile(4243));
    expect(parseWorkerArguments(['--heartbeat-file', '/run/pause/worker-1'])).toEqual({
      kind: 'run',
      options: { heartbeatFile: '/run/pause/worker-1' },
    });
  });

  it.each([
    [['--heartbeat-file'], /--heartbeat-file <file> needs a value/],
    [['--heartbeat-file', ''], /--heartbeat-file is empty/],
    [['--heartbeat-file', 'a', '--heartbeat-file', 'b'], /--heartbeat-file was given 2 times/],
    [['--hearbeat-file', 'a'], /Unknown option '--hearbeat-file'.*--heartbeat-file/],
    [['start'], /Too many arguments.*Usage: npm run worker --/],
  ])('refuses %j', (argv, reason) => {
    expect(refusal(...argv)).toMatch(reason);
  });

  it('shows help naming what it reads from the environment, with examples', () => {
    const text = helpOf(parseWorkerArguments(['--help']));
    expect(text).toMatch(/--heartbeat-file <file>/);
    for (const variable of ['DATABASE_URL', 'REDIS_URL', 'QUEUE_PREFIX', 'JOB_LOCK_MS']) {
      expect(text).toMatch(new RegExp(`^  ${variable} +\\S`, 'm'));
    }
    expect(text).toMatch(/X_FILE +for any variable X above: a file holding its value/);
    expect(text).toMatch(/Examples:\n {2}DATABASE_URL=\S+ REDIS_URL=\S+ npm run worker\n/);
    expect(text).toMatch(/SIGTERM or Ctrl-C/);
  });
});
