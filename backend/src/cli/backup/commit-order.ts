// Keeping the commit-safe order (transaction id, then position) across a restore. Restored events keep
// their positions but take the restoring transactions' ids, which the new database hands out in
// increasing order; so the events go in, in their original order, in transactions whose positions
// only go up, and the new order equals the old. Subscription checkpoints, which point into the old
// order, are carried over to the same place in the new one.
import type { Checkpoint } from '#src/shared/event-store/stored-event';

/** Negative, zero or positive as `a` comes before, at or after `b` (ids compared as numbers, not text). */
export function compareCommitOrder(a: Checkpoint, b: Checkpoint): number {
  const byTransaction = compareDecimal(a.transactionId, b.transactionId);
  return byTransaction !== 0 ? byTransaction : compareDecimal(a.position, b.position);
}

function compareDecimal(a: string, b: string): number {
  const difference = BigInt(a) - BigInt(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/**
 * Cuts events, in their original order, into the batches a restore writes, each in a transaction of
 * its own: a batch ends when it is full, or before an event whose position is not above the previous
 * one (it committed earlier than an event numbered before it, and needs a later transaction id).
 */
export class RestoreBatches<Event extends Pick<Checkpoint, 'position'>> {
  private batch: Event[] = [];

  constructor(private readonly size: number) {}

  /** Adds the event; returns the batch it closed, if it closed one. */
  add(event: Event): Event[] | undefined {
    const last = this.batch[this.batch.length - 1];
    const closes =
      this.batch.length >= this.size || (last !== undefined && BigInt(event.position) <= BigInt(last.position));
    const closed = closes ? this.batch : undefined;
    if (closes) this.batch = [];
    this.batch.push(event);
    return closed;
  }

  /** The last batch, once every event was added. */
  rest(): Event[] | undefined {
    const closed = this.batch;
    this.batch = [];
    return closed.length > 0 ? closed : undefined;
  }
}

/**
 * Where each checkpoint lands in the restored log: at the last restored event at or before it in the
 * original order, so a subscription goes on from the same event. A checkpoint before every event has
 * nowhere to land and is dropped: its subscription starts from the beginning, as a new one does.
 */
export class CheckpointCarrier<Named extends Checkpoint & { readonly name: string }> {
  private readonly landed = new Map<string, Checkpoint>();

  constructor(private readonly checkpoints: readonly Named[]) {}

  /** Called for every restored event, in the original order. */
  restored(original: Checkpoint, now: Checkpoint): void {
    for (const checkpoint of this.checkpoints) {
      if (compareCommitOrder(original, checkpoint) <= 0) this.landed.set(checkpoint.name, now);
    }
  }

  /** The checkpoints that landed, in their new coordinates, and those dropped. */
  result(): { readonly carried: (Named & Checkpoint)[]; readonly dropped: Named[] } {
    return {
      carried: this.checkpoints
        .filter((checkpoint) => this.landed.has(checkpoint.name))
        .map((checkpoint) => ({ ...checkpoint, ...this.landed.get(checkpoint.name)! })),
      dropped: this.checkpoints.filter((checkpoint) => !this.landed.has(checkpoint.name)),
    };
  }
}
