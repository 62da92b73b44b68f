import fc from 'fast-check';
import type { Checkpoint } from '#src/shared/event-store/stored-event';
import { CheckpointCarrier, RestoreBatches, compareCommitOrder } from './commit-order';

const at = (transactionId: number | string, position: number | string): Checkpoint => ({
  transactionId: String(transactionId),
  position: String(position),
});

/** Restores events as the restore does: each batch in a new transaction, whose ids only go up. */
function restore(events: readonly Checkpoint[], size: number, firstTransaction = 700): Map<Checkpoint, Checkpoint> {
  const batches = new RestoreBatches<Checkpoint>(size);
  const restored = new Map<Checkpoint, Checkpoint>();
  let transaction = firstTransaction;
  const write = (batch: Checkpoint[] | undefined) => {
    if (!batch) return;
    transaction += 1 + (transaction % 3); // other transactions may take ids in between
    for (const event of batch) restored.set(event, at(transaction, event.position));
  };
  for (const event of events) write(batches.add(event));
  write(batches.rest());
  return restored;
}

describe('the commit-safe order across a restore', () => {
  it('compares transaction ids as numbers, not as text', () => {
    expect(compareCommitOrder(at(9, 5), at(10, 1))).toBeLessThan(0);
    expect(compareCommitOrder(at('18446744073709551615', 1), at('18446744073709551614', 2))).toBeGreaterThan(0);
    expect(compareCommitOrder(at(10, 2), at(10, 2))).toBe(0);
  });

  it('keeps events in one transaction while their positions go up, and starts another when one goes down', () => {
    const batches = new RestoreBatches<Checkpoint>(100);
    const events = [at(10, 1), at(10, 2), at(11, 4), at(12, 3), at(12, 5)];
    expect(events.map((event) => batches.add(event))).toEqual([
      undefined,
      undefined,
      undefined,
      [at(10, 1), at(10, 2), at(11, 4)],
      undefined,
    ]);
    expect(batches.rest()).toEqual([at(12, 3), at(12, 5)]);
    expect(batches.rest()).toBeUndefined();
  });

  it('starts another transaction when one is full', () => {
    const batches = new RestoreBatches<Checkpoint>(2);
    expect([at(1, 1), at(1, 2), at(1, 3)].map((event) => batches.add(event))).toEqual([
      undefined,
      undefined,
      [at(1, 1), at(1, 2)],
    ]);
  });

  it('restores any history in the order it was committed', () => {
    // Positions are handed out in insert order; transactions commit in any order.
    const history = fc
      .array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 60 })
      .chain((transactionOfEach) =>
        fc.record({
          events: fc.constant(transactionOfEach.map((transaction, index) => at(transaction * 1000, index + 1))),
          size: fc.integer({ min: 1, max: 10 }),
        }),
      );
    fc.assert(
      fc.property(history, ({ events, size }) => {
        const original = [...events].sort(compareCommitOrder);
        const restored = restore(original, size);
        const newOrder = [...original].sort((a, b) => compareCommitOrder(restored.get(a)!, restored.get(b)!));
        expect(newOrder).toEqual(original);
      }),
    );
  });

  it('carries each checkpoint to the last event at or before it, and drops one before every event', () => {
    const original = [at(10, 1), at(10, 2), at(12, 3), at(11, 4), at(13, 5)].sort(compareCommitOrder);
    const restored = restore(original, 100);
    const carrier = new CheckpointCarrier([
      { name: 'exactly-on-an-event', ...at(12, 3) },
      { name: 'between-events', ...at(11, 99) },
      { name: 'after-every-event', ...at(20, 1) },
      { name: 'before-every-event', ...at(9, 7) },
    ]);
    for (const event of original) carrier.restored(event, restored.get(event)!);
    const { carried, dropped } = carrier.result();
    expect(
      Object.fromEntries(carried.map(({ name, transactionId, position }) => [name, at(transactionId, position)])),
    ).toEqual({
      'exactly-on-an-event': restored.get(original[3]),
      'between-events': restored.get(original[2]),
      'after-every-event': restored.get(original[4]),
    });
    expect(dropped.map((checkpoint) => checkpoint.name)).toEqual(['before-every-event']);
  });
});
