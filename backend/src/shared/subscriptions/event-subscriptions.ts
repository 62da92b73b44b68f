// Follows the event log for each registered reaction: reads the events after the reaction's
// checkpoint in commit-safe order, hands over those it handles, and moves the checkpoint only past
// work that is durable: once the reaction succeeded and the jobs it enqueued are safe (on Redis at
// once; in-process, once they are done, as nothing else would survive a crash). A failing reaction
// (Redis down, say) is tried again on the next poll, so nothing is lost; a late-committing transaction
// is never skipped (EventStore.readNoticesAfter). One process at a time follows the subscriptions: the
// one holding a PostgreSQL advisory lock, on a connection of its own.
import { Database } from '#src/shared/database/database';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { hostname } from 'node:os';
import { Client } from 'pg';
import { DATABASE_URL } from '#src/shared/database/database-endpoint';
import { EventStore } from '#src/shared/event-store/event-store';
import { AnswersUnderWay } from '#src/shared/http/answers-under-way';
import {
  type Checkpoint,
  type EventNotice,
  START_OF_HISTORY,
  checkpointOf,
} from '#src/shared/event-store/stored-event';
import { JobQueue } from '#src/shared/jobs/job';
import { BACKGROUND_WORK_HERE } from '#src/shared/jobs/jobs.module';
import type { EventReaction } from './event-reaction';
import { safeDescription } from '#src/shared/logging/safe-description';

const POLL_INTERVAL_MS = 1000;
const BATCH_SIZE = 500;
/**
 * A long backlog saves its checkpoint at least this often (10,000 events), so a crash replays at most
 * that much; the events a reaction handles in those pages are handed to it at once.
 */
const PAGES_BETWEEN_CHECKPOINTS = 20;
const LOCK_NAME = 'pause:event-subscriptions';
/** The lock connection's application_name: which process, on which host, follows the subscriptions. */
const SUBSCRIPTIONS_HOLDER = `pause event subscriptions, process ${process.pid} on ${hostname()}`.slice(0, 63);
/** How long a stop waits for a poll in progress (one waiting for Redis to come back waits for ever). */
const SHUTDOWN_GRACE_MS = 10_000;

@Injectable()
export class EventSubscriptions implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Subscriptions');
  private readonly reactions: EventReaction[] = [];
  private readonly database: Database;
  private lockConnection?: Client;
  private timer?: NodeJS.Timeout;
  private polling?: Promise<void>;
  private stopped = false;
  /** The catch-up running or last run; the next one starts after it. */
  private catchingUp: Promise<unknown> = Promise.resolve();

  constructor(
    database: Database,
    private readonly eventStore: EventStore,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @Inject(BACKGROUND_WORK_HERE) private readonly backgroundWorkHere: boolean,
    private readonly jobs: JobQueue,
    private readonly answers: AnswersUnderWay,
  ) {
    this.database = database;
  }

  register(reaction: EventReaction): void {
    this.reactions.push(reaction);
  }

  /** The subscriptions there are, by name (one per reaction). */
  names(): string[] {
    return this.reactions.map((reaction) => reaction.name);
  }

  onApplicationBootstrap(): void {
    if (!this.backgroundWorkHere || this.reactions.length === 0) return;
    this.timer = setInterval(() => void this.tick(), POLL_INTERVAL_MS);
    this.timer.unref();
  }

  /**
   * Stop following before the database pool closes. A poll cut short saved no checkpoint for what it
   * was handing over, so the next process to follow hands it over again (reactions are idempotent).
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    const grace = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref());
    await Promise.race([this.polling, grace]);
    await this.lockConnection?.end().catch(() => undefined);
  }

  /**
   * Feeds every reaction all the events waiting for it, and saves each one's checkpoint once the work
   * handed over is durable; returns how many events were handed over.
   */
  catchUp(): Promise<number> {
    // One catch-up at a time in this process (the poll's, a test's, a tool's): two at once could save
    // an older checkpoint after a newer one, and hand the same events over again.
    const run = this.catchingUp.then(
      () => this.followAll(),
      () => this.followAll(),
    );
    this.catchingUp = run.catch(() => undefined);
    return run;
  }

  private async tick(): Promise<void> {
    if (this.polling || this.stopped) return;
    this.polling = (async () => {
      try {
        if (await this.holdLock()) await this.catchUp();
      } catch (error) {
        this.logger.warn(`Will try again: ${safeDescription(error)}`);
      } finally {
        this.polling = undefined;
      }
    })();
    await this.polling;
  }

  private async holdLock(): Promise<boolean> {
    if (this.lockConnection) return true;
    // Named, so that pg_stat_activity (joined with pg_locks) says which process follows the subscriptions.
    const connection = new Client({ connectionString: this.databaseUrl, application_name: SUBSCRIPTIONS_HOLDER });
    connection.on('error', () => {
      // The lock goes with the connection: take it again on a later tick.
      if (this.lockConnection === connection) this.lockConnection = undefined;
    });
    try {
      await connection.connect();
      const { rows } = await connection.query<{ locked: boolean }>(
        'select pg_try_advisory_lock(hashtext($1)) as locked',
        [LOCK_NAME],
      );
      if (rows[0].locked) {
        this.lockConnection = connection;
        return true;
      }
    } catch (error) {
      await connection.end().catch(() => undefined);
      throw error;
    }
    await connection.end().catch(() => undefined);
    return false;
  }

  /**
   * Pages of the log after the earliest of the reactions' checkpoints, of every type, one after the
   * other, with a cursor in memory: read once for every reaction, each given the events it handles
   * past its own checkpoint. The events a reaction handles are handed over together, and each
   * checkpoint follows the cursor once the job queue has settled what the reactions enqueued: when
   * the log is caught up (a short page) and every PAGES_BETWEEN_CHECKPOINTS pages. So a reaction sees
   * everything read between two saves at once (an import's thousands of sessions, one job per person),
   * and a crash before the save hands those pages over again (reactions are idempotent); a stop leaves
   * at the next page without saving.
   *
   * Filtering in SQL would let the planner combine the type index with the commit-order one and sort
   * the whole backlog for each page (it did, on a table not yet analysed after a burst of writes:
   * 400 ms a page); one ordered range of the commit-order index costs the same whatever the statistics say.
   */
  private async followAll(): Promise<number> {
    if (this.reactions.length === 0) return 0;
    const followers = await Promise.all(
      this.reactions.map(async (reaction) => ({
        reaction,
        saved: await this.checkpointOf(reaction.name),
        toHand: [] as EventNotice[],
      })),
    );
    let cursor = followers
      .map(({ saved }) => saved)
      .reduce((earliest, saved) => (isAfter(earliest, saved) ? saved : earliest));
    let handed = 0;
    let pagesUnsaved = 0;
    for (;;) {
      // Following the log is background work: on the embedded database a page's read takes the engine
      // from the poll, so it waits for the answers under way (AnswersUnderWay).
      await this.answers.noneUnderWay();
      const page = await this.eventStore.readNoticesAfter(cursor, BATCH_SIZE, this.database);
      for (const event of page) {
        for (const follower of followers) {
          if (follower.reaction.handles.includes(event.type) && isAfter(event, follower.saved))
            follower.toHand.push(event);
        }
      }
      if (page.length > 0) {
        cursor = checkpointOf(page[page.length - 1]);
        pagesUnsaved++;
      }
      const caughtUp = page.length < BATCH_SIZE;
      if (pagesUnsaved > 0 && (caughtUp || pagesUnsaved >= PAGES_BETWEEN_CHECKPOINTS)) {
        for (const follower of followers) {
          if (follower.toHand.length > 0) await follower.reaction.react(follower.toHand);
          handed += follower.toHand.length;
          follower.toHand = [];
        }
        await this.jobs.settled();
        for (const follower of followers) {
          if (!isAfter(cursor, follower.saved)) continue;
          await this.saveCheckpoint(follower.reaction.name, cursor);
          follower.saved = cursor;
        }
        pagesUnsaved = 0;
      }
      if (caughtUp || this.stopped) return handed;
    }
  }

  private async checkpointOf(name: string): Promise<Checkpoint> {
    const [row] = await this.database.query<{ transaction_id: string; position: string }>(
      'select transaction_id::text as transaction_id, position from subscription_checkpoints where name = $1',
      [name],
    );
    return row ? { transactionId: row.transaction_id, position: String(row.position) } : START_OF_HISTORY;
  }

  private async saveCheckpoint(name: string, checkpoint: Checkpoint): Promise<void> {
    await this.database.query(
      `insert into subscription_checkpoints (name, transaction_id, position, updated_at) values ($1, $2::xid8, $3, now())
       on conflict (name) do update set transaction_id = excluded.transaction_id, position = excluded.position, updated_at = now()`,
      [name, checkpoint.transactionId, checkpoint.position],
    );
  }
}

/** Whether `place` comes after `checkpoint` in the commit-safe order (transaction id, then position). */
function isAfter(place: Checkpoint, checkpoint: Checkpoint): boolean {
  const [transaction, after] = [BigInt(place.transactionId), BigInt(checkpoint.transactionId)];
  return transaction > after || (transaction === after && BigInt(place.position) > BigInt(checkpoint.position));
}
