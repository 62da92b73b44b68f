import { parseBackupArguments, parseRestoreArguments } from './backup-arguments';
import type { Parsed } from './command-line';
import { NOW, refusalOf as refusal } from './testing/parse-outcomes';

function helpOf(parsed: Parsed<unknown>): string {
  if (parsed.kind !== 'help') throw new Error('help was not shown');
  return parsed.text;
}

describe('npm run backup', () => {
  it('leaves the file name to the tool unless --output gives one', () => {
    expect(parseBackupArguments([], NOW)).toEqual({ kind: 'run', options: {} });
    expect(parseBackupArguments(['--output', 'q2.ndjson.gz'], NOW)).toEqual({
      kind: 'run',
      options: { output: 'q2.ndjson.gz' },
    });
  });

  it.each([
    [['--output'], /--output <file> needs a value/],
    [['--output', ''], /--output is empty/],
    [['--output', 'a', '--output', 'b'], /--output was given 2 times/],
    [['q2.ndjson.gz'], /Too many arguments.*Usage: npm run backup -- \[options\]/],
    [['--ouput', 'q2.ndjson.gz'], /Unknown option '--ouput'.*--output/],
  ])('refuses %j', (argv, reason) => {
    expect(refusal(parseBackupArguments, ...argv)).toMatch(reason);
  });

  it('shows help saying the copy is consistent and taken while the app runs', () => {
    const text = helpOf(parseBackupArguments(['-h'], NOW));
    expect(text).toMatch(/consistent copy of every person and every event/);
    expect(text).toMatch(/while the app\s+runs/);
    expect(text).toMatch(/pause-backup-<UTC time>\.ndjson\.gz/);
    expect(text).toMatch(/2 +a mistake in the command/);
  });
});

describe('npm run restore', () => {
  it('restores the one file named', () => {
    expect(parseRestoreArguments(['q2.ndjson.gz'], NOW)).toEqual({ kind: 'run', options: { file: 'q2.ndjson.gz' } });
  });

  it('takes a later backup whose account deletions are applied again', () => {
    expect(parseRestoreArguments(['monday.ndjson.gz', '--forget-deleted-in', 'friday.ndjson.gz'], NOW)).toEqual({
      kind: 'run',
      options: { file: 'monday.ndjson.gz', forgetDeletedIn: 'friday.ndjson.gz' },
    });
  });

  it.each([
    [[], /Missing required argument 'file'.*Usage: npm run restore -- \[options\] <file>/],
    [['a.ndjson.gz', 'b.ndjson.gz'], /Too many arguments/],
    [[''], /backup file name is empty/],
    [['--force', 'a.ndjson.gz'], /Unknown option '--force'/],
    [['a.ndjson.gz', '--forget-deleted-in'], /--forget-deleted-in <later-backup> needs a value after it/],
    [['a.ndjson.gz', '--forget-deleted-in', ''], /--forget-deleted-in is empty/],
  ])('refuses %j', (argv, reason) => {
    expect(refusal(parseRestoreArguments, ...argv)).toMatch(reason);
  });

  it('shows help saying when it may run and what it keeps and rebuilds', () => {
    const text = helpOf(parseRestoreArguments(['--help'], NOW));
    expect(text).toMatch(/app stopped/);
    expect(text).toMatch(/empty database when DATABASE_URL is set/);
    expect(text).toMatch(/kept\s+aside/);
    expect(text).toMatch(/rebuilds the read models/);
    expect(text).toMatch(/accounts deleted between the\s+two are deleted again/);
  });
});
