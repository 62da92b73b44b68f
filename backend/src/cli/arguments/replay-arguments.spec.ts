import { parseReplayArguments } from './replay-arguments';
import { NOW, optionsOf, refusalOf } from './testing/parse-outcomes';

const run = (...argv: string[]) => optionsOf(parseReplayArguments, ...argv);
const refusal = (...argv: string[]) => refusalOf(parseReplayArguments, ...argv);

describe('npm run replay', () => {
  it('rebuilds every read model when none is named', () => {
    expect(run()).toEqual({ readModels: [] });
  });

  it('rebuilds only the read models named, leaving their names for the tool to check', () => {
    expect(run('daily-balance', 'weekly-balance')).toEqual({ readModels: ['daily-balance', 'weekly-balance'] });
  });

  it('builds as of a past moment, into a schema the tool names unless --schema does', () => {
    expect(run('--until', '2026-06-30T23:59:59Z')).toEqual({
      readModels: [],
      asOf: { until: new Date('2026-06-30T23:59:59Z') },
    });
    expect(run('daily-balance', '--until=2026-06-30T23:59:59+02:00', '--schema', 'q2_close')).toEqual({
      readModels: ['daily-balance'],
      asOf: { until: new Date('2026-06-30T21:59:59Z'), schema: 'q2_close' },
    });
  });

  it('refuses --schema without --until, rather than ignore it', () => {
    expect(refusal('--schema', 'q2_close')).toMatch(/add --until .* or drop --schema/);
  });

  it.each([
    ['2026-02-30T23:59:59Z', /not a real moment/],
    ['2026-06-30T23:59:59', /no time zone/],
    ['2026-06-30', /no time/],
    ['99999', /not a date-time/],
    ['2027-01-01T00:00:00Z', /--until 2027-01-01T00:00:00Z is in the future/],
  ])('refuses --until %s', (until, reason) => {
    expect(refusal('--until', until)).toMatch(reason);
  });

  it.each([
    ['Q2', /lower-case letters, digits and underscores/],
    ['2026_q2', /not starting with a digit/],
    ['q2-close', /lower-case letters/],
    ['a'.repeat(64), /1 to 63/],
    ['pg_q2', /starts with pg_/],
    ['public', /live read models/],
    ['information_schema', /catalogue/],
  ])('refuses --schema %s', (schema, reason) => {
    expect(refusal('--until', '2026-06-30T23:59:59Z', '--schema', schema)).toMatch(reason);
  });

  it('accepts a schema name of the full 63 characters', () => {
    expect(run('--until', '2026-06-30T23:59:59Z', '--schema', `_${'a'.repeat(62)}`).asOf?.schema).toHaveLength(63);
  });

  it('refuses an unknown option, suggesting the one meant and the usage', () => {
    const message = refusal('--untill', '2026-06-30T23:59:59Z');
    expect(message).toMatch(/Unknown option '--untill'/);
    expect(message).toMatch(/--until/);
    expect(message).toMatch(/Usage: npm run replay -- \[options\] \[read-model\.\.\.\]/);
  });

  it('refuses --until without a value', () => {
    expect(refusal('--until')).toMatch(/--until <time> needs a value/);
  });

  it('refuses --until given twice, rather than keep the last one', () => {
    expect(refusal('--until', '2026-06-30T23:59:59Z', '--until', '2026-05-31T23:59:59Z')).toMatch(
      /--until was given 2 times/,
    );
  });

  it.each([['--help'], ['-h'], ['daily-balance', '--until', 'not checked', '--help']])(
    'shows help for %s, without writing or exiting',
    (...argv) => {
      const parsed = parseReplayArguments(argv, NOW);
      expect(parsed.kind).toBe('help');
      const text = parsed.kind === 'help' ? parsed.text : '';
      expect(text).toMatch(/Usage: npm run replay -- \[options\] \[read-model\.\.\.\]/);
      expect(text).toMatch(/while the app runs/);
      expect(text).toMatch(/swapped in at the end/);
      expect(text).toMatch(/analysis_<YYYYMMDDHHMMSS>/);
      expect(text).toMatch(/--schema <name>/);
      expect(text).toMatch(/0 +done/);
      expect(text).toMatch(/1 +failed, and nothing was swapped in/);
      expect(text).toMatch(/2 +a mistake in the command/);
      expect(text).toMatch(/130 +interrupted/);
    },
  );
});
