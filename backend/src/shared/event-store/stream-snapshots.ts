// A stream's latest decider state and the version it was folded up to (table stream_snapshots). The
// runner reads it before a command and writes it in the command's transaction, so a snapshot never
// runs ahead of the events it stands for; one that lags behind (events written by other means, a
// restore) is caught up by folding the events after it.
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Decider, DomainEvent } from '../deciders/decider';
import type { SqlExecutor } from './sql-executor';

export interface StreamSnapshot<State> {
  readonly state: State;
  readonly streamVersion: number;
}

type SnapshotOf = NonNullable<Decider<unknown, DomainEvent, unknown>['snapshot']>;

@Injectable()
export class StreamSnapshots {
  constructor(private readonly em: EntityManager) {}

  /** The stream's snapshot folded by this decider's current rules, if there is one. */
  async read<State>(snapshot: SnapshotOf, streamId: string): Promise<StreamSnapshot<State> | undefined> {
    const [row] = await this.em.execute<{ state: State; stream_version: number }[]>(
      'select state, stream_version from stream_snapshots where stream_id = ? and decider = ? and decider_version = ?',
      [streamId, snapshot.name, snapshot.version],
    );
    return row ? { state: row.state, streamVersion: Number(row.stream_version) } : undefined;
  }

  /** Keeps the newer of this state and the one already kept, inside the caller's transaction. */
  async write<State>(
    transaction: SqlExecutor,
    snapshot: SnapshotOf,
    streamId: string,
    folded: StreamSnapshot<State>,
  ): Promise<void> {
    await transaction.execute(
      `insert into stream_snapshots (stream_id, decider, decider_version, stream_version, state)
       values (?, ?, ?, ?, ?::jsonb)
       on conflict (stream_id) do update set decider = excluded.decider, decider_version = excluded.decider_version,
         stream_version = excluded.stream_version, state = excluded.state
       where stream_snapshots.stream_version < excluded.stream_version
          or stream_snapshots.decider_version <> excluded.decider_version
          or stream_snapshots.decider <> excluded.decider`,
      [streamId, snapshot.name, snapshot.version, folded.streamVersion, JSON.stringify(folded.state)],
    );
  }
}
