import { UsageError } from '#src/cli/arguments/command-line';
import { type BackupLine, BackupLines, encodeLine, eventLine, headerLine } from './backup-format';
import { timerStreamId } from '#src/modules/timer/timer.events';

const ALEX = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';

function event(transactionId: string, position: string) {
  return eventLine({
    position,
    transactionId,
    streamId: timerStreamId(ALEX),
    streamVersion: Number(position),
    type: 'TimerStarted',
    data: { sessionType: 'work', note: 'a "quoted" \\ line\nand more' },
    metadata: { userId: ALEX, correlationId: 'c-1', schemaVersion: 1 },
    occurredAt: new Date('2026-11-16T08:00:00.000Z'),
  });
}

const backup: BackupLine[] = [
  headerLine(new Date('2026-11-20T12:00:00Z'), ['Migration20261121Foundation']),
  { kind: 'person', row: { id: ALEX, email: 'alex@example.com', created_at: '2026-11-16T08:00:00.123456+00:00' } },
  { kind: 'key', row: { user_id: ALEX, key: '\\x00ff', created_at: '2026-11-16T08:00:00+00:00', destroyed_at: null } },
  event('9', '1'),
  event('10', '3'),
  event('10', '4'),
  event('11', '2'),
  {
    kind: 'checkpoint',
    name: 'award-achievements-when-sessions-stop',
    transactionId: '10',
    position: '4',
    updatedAt: '2026-11-20T11:59:00Z',
  },
  { kind: 'end', counts: { people: 1, keys: 1, events: 4, checkpoints: 1 } },
];

const textOf = (lines: readonly BackupLine[]) =>
  lines
    .map(encodeLine)
    .join('')
    .split('\n')
    .filter((line) => line !== '');

function read(texts: readonly string[]) {
  const reader = new BackupLines('q2.ndjson.gz');
  const lines = texts.map((text) => reader.accept(text));
  return { lines, ...reader.finish() };
}

function refusal(texts: readonly string[]): string {
  try {
    read(texts);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('a backup file', () => {
  it('reads back every line as it was written, and says what it holds', () => {
    const { lines, header, counts } = read(textOf(backup));
    expect(lines).toEqual(backup);
    expect(header.migrations).toEqual(['Migration20261121Foundation']);
    expect(counts).toEqual({ people: 1, keys: 1, events: 4, checkpoints: 1 });
  });

  it('may hold nobody and nothing', () => {
    const empty: BackupLine[] = [backup[0], { kind: 'end', counts: { people: 0, keys: 0, events: 0, checkpoints: 0 } }];
    expect(read(textOf(empty)).counts).toEqual({ people: 0, keys: 0, events: 0, checkpoints: 0 });
  });

  it('reads a backup of format 1, from before personal-data keys, as holding none', () => {
    const formatOne = [
      '{"kind":"pause-backup","formatVersion":1,"createdAt":"2026-11-20T12:00:00Z","migrations":[]}',
      encodeLine(backup[1]).trimEnd(),
      '{"kind":"end","counts":{"people":1,"events":0,"checkpoints":0}}',
    ];
    expect(read(formatOne).counts).toEqual({ people: 1, keys: 0, events: 0, checkpoints: 0 });
  });

  it.each([
    [
      'a file without the header',
      textOf(backup).slice(1),
      /q2\.ndjson\.gz is not a Pause backup: its first line is not the one npm run backup writes first/,
    ],
    ['another NDJSON file', ['{"position":"1","type":"TimerStarted"}'], /is not a Pause backup/],
    ['an empty file', [], /q2\.ndjson\.gz is empty/],
    [
      'a file cut short',
      textOf(backup).slice(0, -1),
      /is incomplete: it stops after line 8, without the last line every complete backup ends with/,
    ],
    [
      'a file cut in the middle of a line',
      [...textOf(backup).slice(0, 3), textOf(backup)[3].slice(0, 40)],
      /damaged: line 4 is not a line of a backup/,
    ],
    [
      'a trailer that counts otherwise',
      [...textOf(backup).slice(0, -1), '{"kind":"end","counts":{"people":1,"keys":1,"events":5,"checkpoints":1}}'],
      /counts 5 events but it holds 4/,
    ],
    [
      'events out of commit order',
      textOf([backup[0], event('10', '3'), event('9', '1')]),
      /its events are out of commit order/,
    ],
    ['a person after the events', textOf([backup[0], backup[2], backup[1]]), /line 3 \(person\) is out of place/],
    ['a line after the last one', [...textOf(backup), textOf(backup)[1]], /line 10 follows the last line/],
    [
      'an event without its stream',
      [textOf(backup)[0], '{"kind":"event","position":"1","transactionId":"9"}'],
      /line 2 is not a well-formed event line/,
    ],
    [
      'a backup in a format to come',
      ['{"kind":"pause-backup","formatVersion":3,"createdAt":"2030-01-01T00:00:00Z","migrations":[]}'],
      /is a backup in format 3, and this version of Pause reads formats 1 and 2/,
    ],
  ])('refuses %s with a sentence', (_what, texts, message) => {
    expect(refusal(texts)).toMatch(message);
  });
});
