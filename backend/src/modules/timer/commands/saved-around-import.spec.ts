import type { KnownSession } from '#src/modules/timer/timer.decider';
import type { SavedSessions } from '#src/modules/timer/read-models/sessions/saved-sessions';
import { SavedAroundImport, spanOf } from './saved-around-import';

const hour = (h: number) => new Date(Date.UTC(2026, 10, 2, h));
const times = (from: number, to: number) => ({ start: hour(from), end: hour(to) });
const session = (id: string, from: number, to: number): KnownSession => ({
  sessionId: id,
  sessionType: 'work',
  startedAt: hour(from).toISOString(),
  stoppedAt: hour(to).toISOString(),
  durationSeconds: (to - from) * 3600,
  timeZone: 'UTC',
});
const added = (id: string, from: number, to: number, importKey: string) => ({
  type: 'SessionAdded' as const,
  data: { ...session(id, from, to), source: 'import' as const, importKey },
});

/** Import keys as the read model answers them: each of the session `before-<key>`, labelled. */
const keysOf = (keys: string[]) => new Map(keys.map((key) => [key, { sessionId: `before-${key}`, labelled: true }]));

/** The read model as the import reads it, counting its reads. */
function savedSessions(saved: KnownSession[], keys: string[]) {
  const reads = { overlapping: 0, importedKeys: 0 };
  const sessions = {
    overlapping: async () => (reads.overlapping++, saved),
    importedKeysOf: async () => (reads.importedKeys++, keysOf(keys)),
  } as unknown as SavedSessions;
  return { sessions, reads };
}

describe('what an import checks its parts against', () => {
  const file = [times(1, 2), times(3, 4), times(5, 6), times(7, 8)];

  it('reads the saved sessions and keys once while the timer stream moves by its own appends alone', async () => {
    const { sessions, reads } = savedSessions([session('by-hand', 7, 8)], ['imported-before']);
    const around = new SavedAroundImport(sessions, 'ana', spanOf(file));

    const first = await around.at(4, file.slice(0, 2));
    expect(first.nearby).toEqual([]);
    expect([...first.importedKeys.keys()]).toEqual(['imported-before']);
    around.added({ added: [added('row-1', 1, 2, 'key-1'), added('row-2', 3, 4, 'key-2')], labelled: [] }, 6);

    const second = await around.at(6, [times(3, 5), times(7, 8)]);
    expect(second.nearby.map((known) => known.sessionId)).toEqual(['by-hand', 'row-2']);
    expect([...second.importedKeys.keys()]).toEqual(['imported-before', 'key-1', 'key-2']);
    expect(reads).toEqual({ overlapping: 1, importedKeys: 1 });
  });

  it('reads them again when the stream is at a version its own appends did not reach', async () => {
    const { sessions, reads } = savedSessions([], []);
    const around = new SavedAroundImport(sessions, 'ana', spanOf(file));
    await around.at(4, file.slice(0, 2));
    around.added({ added: [added('row-1', 1, 2, 'key-1')], labelled: [] }, 5);

    await around.at(7, file.slice(2));
    expect(reads).toEqual({ overlapping: 2, importedKeys: 2 });
  });

  it('forgets what ended before a part starts, and reads again for a part that starts before the last one did', async () => {
    const { sessions, reads } = savedSessions([session('early', 0, 1), session('late', 7, 8)], []);
    const around = new SavedAroundImport(sessions, 'ana', spanOf(file));
    await around.at(4, [times(3, 4)]);
    around.added({ added: [added('row-2', 3, 4, 'key-2')], labelled: [] }, 5);

    const later = await around.at(5, [times(5, 9)]);
    expect(later.nearby.map((known) => known.sessionId)).toEqual(['late']);
    expect(reads.overlapping).toBe(1);

    const earlier = await around.at(5, [times(0, 2)]);
    expect(earlier.nearby.map((known) => known.sessionId)).toEqual(['early']);
    expect(reads.overlapping).toBe(2);
  });

  it('reads nothing for a part without rows', async () => {
    const { sessions, reads } = savedSessions([session('by-hand', 1, 2)], ['imported-before']);
    expect(await new SavedAroundImport(sessions, 'ana', spanOf([])).at(0, [])).toEqual({
      nearby: [],
      importedKeys: new Map(),
    });
    expect(reads).toEqual({ overlapping: 0, importedKeys: 0 });
  });
});
