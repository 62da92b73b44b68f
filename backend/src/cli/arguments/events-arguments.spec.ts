import { parseEventsArguments } from './events-arguments';
import { NOW, optionsOf, refusalOf } from './testing/parse-outcomes';

const run = (...argv: string[]) => optionsOf(parseEventsArguments, ...argv);
const refusal = (...argv: string[]) => refusalOf(parseEventsArguments, ...argv);

describe('npm run events -- export', () => {
  it('exports every event when nothing narrows it', () => {
    expect(run('export')).toEqual({});
  });

  it('narrows by types, person and moments', () => {
    expect(
      run(
        'export',
        '--type',
        'TimerStarted',
        '--user',
        'ada@example.com',
        '--since',
        '2026-01-01T00:00:00Z',
        '--until',
        '2026-06-30T23:59:59+02:00',
      ),
    ).toEqual({
      types: ['TimerStarted'],
      user: 'ada@example.com',
      since: new Date('2026-01-01T00:00:00Z'),
      until: new Date('2026-06-30T21:59:59Z'),
    });
  });

  it('takes several types by repeating --type or by separating them with commas', () => {
    expect(run('export', '--type', 'TimerStarted, TimerStopped', '--type', 'ReflectionAdded').types).toEqual([
      'TimerStarted',
      'TimerStopped',
      'ReflectionAdded',
    ]);
  });

  it('keeps --user as text, for the tool to tell an id from an email', () => {
    expect(run('export', '--user', '0b7f6a52-8d7c-4c55-9d55-6f0f7f2d9a01').user).toBe(
      '0b7f6a52-8d7c-4c55-9d55-6f0f7f2d9a01',
    );
  });

  it('accepts --since equal to --until, which exports the events of that very instant', () => {
    expect(run('export', '--since', '2026-06-30T00:00:00Z', '--until', '2026-06-30T02:00:00+02:00').since).toEqual(
      new Date('2026-06-30T00:00:00Z'),
    );
  });

  it('refuses a missing command, naming export', () => {
    expect(refusal()).toMatch(/export is the only one/);
    expect(refusal('--type', 'TimerStarted')).toMatch(/export is the only one/);
  });

  it('refuses another command, naming export', () => {
    expect(refusal('import')).toMatch(/Unknown command "import": export is the only one/);
  });

  it('refuses arguments after export', () => {
    expect(refusal('export', 'TimerStarted')).toMatch(/export takes no further arguments.*TimerStarted/);
  });

  it.each([
    [['--since', '1'], /--since 1 is not a date-time/],
    [['--since', '2026-01-01T00:00:00'], /--since .* has no time zone/],
    [['--until', '2026-02-30T00:00:00Z'], /--until .* is not a real moment/],
    [['--until', '2027-01-01T00:00:00Z'], /--until 2027-01-01T00:00:00Z is in the future/],
    [['--since', '2027-01-01T00:00:00Z'], /--since 2027-01-01T00:00:00Z is in the future/],
    [['--since', '2026-06-01T00:00:00Z', '--until', '2026-05-01T00:00:00Z'], /--since .* is after --until .*swap them/],
    [['--type', 'TimerStarted,,TimerStopped'], /empty type name/],
    [['--user', ''], /--user is empty/],
    [['--user'], /--user <id-or-email> needs a value/],
    [['--user', 'a', '--user', 'b'], /--user was given 2 times/],
    [['--format', 'csv'], /Unknown option '--format'.*Usage: npm run events -- export \[options\]/],
  ])('refuses export %j', (argv, reason) => {
    expect(refusal('export', ...argv)).toMatch(reason);
  });

  it('shows help saying what is exported and how it ends', () => {
    const parsed = parseEventsArguments(['export', '--help'], NOW);
    expect(parsed.kind).toBe('help');
    const text = parsed.kind === 'help' ? parsed.text : '';
    expect(text).toMatch(/Usage: npm run events -- export \[options\]/);
    expect(text).toMatch(/NDJSON on stdout, one JSON event per line/);
    expect(text).toMatch(/every event committed when the export\s+starts, in commit order/);
    expect(text).toMatch(/--type <type>/);
    expect(text).toMatch(/2 +a mistake in the command/);
    expect(text).toMatch(/130 +interrupted/);
  });
});
