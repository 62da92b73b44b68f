// The presses kept in IndexedDB (fake-indexeddb, in memory): kept in press order per person, a refusal
// noted in place, removed by id, and all forgotten at sign-out.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { indexedDbPressStore, type KeptPress } from './press-queue';

const press = (commandId: string, kind: 'start' | 'stop', personId = 'ada'): KeptPress => ({
  commandId,
  kind,
  personId,
  pressedAt: '2026-11-27T09:00:00.000Z',
  body: { commandId, pressedAt: '2026-11-27T09:00:00.000Z', ...(kind === 'start' && { type: 'work' }) },
});

describe('the presses kept on this device', () => {
  it('lists a person’s presses in the order they were pressed, and nobody else’s', async () => {
    const store = indexedDbPressStore(new IDBFactory());
    await store.add(press('b', 'start'));
    await store.add(press('x', 'start', 'grace'));
    await store.add(press('a', 'stop'));
    expect((await store.list('ada')).map((kept) => kept.commandId)).toEqual(['b', 'a']);
    expect((await store.list('grace')).map((kept) => kept.commandId)).toEqual(['x']);
  });

  it('notes a refusal on the press where it stands, and removes a press by its id', async () => {
    const store = indexedDbPressStore(new IDBFactory());
    await store.add(press('first', 'start'));
    await store.add(press('second', 'stop'));
    await store.put({ ...press('first', 'start'), refusal: { status: 409, body: '{}' } });
    expect((await store.list('ada')).map((kept) => [kept.commandId, kept.refusal?.status])).toEqual([
      ['first', 409],
      ['second', undefined],
    ]);
    await store.remove('first');
    expect((await store.list('ada')).map((kept) => kept.commandId)).toEqual(['second']);
  });

  it('forgets every press of every person when someone signs out', async () => {
    const store = indexedDbPressStore(new IDBFactory());
    await store.add(press('a', 'start'));
    await store.add(press('x', 'start', 'grace'));
    await store.clear();
    expect(await store.list('ada')).toEqual([]);
    expect(await store.list('grace')).toEqual([]);
  });

  it('refuses one id kept twice', async () => {
    const store = indexedDbPressStore(new IDBFactory());
    await store.add(press('a', 'start'));
    await expect(store.add(press('a', 'start'))).rejects.toBeDefined();
  });
});
