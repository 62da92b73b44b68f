// A stream's latest decider state and the version it was folded up to (table stream_snapshots). The
// runner reads it before a command and writes it in the command's transaction, so a snapshot never
// runs ahead of the events it stands for (its statement is written before the transaction and sent in it); one that lags behind (events written by other means, a
// restore) is caught up by folding the events after it.
import { Injectable } from '@nestjs/common';
import { Database } from '#src/shared/database/database';
import type { SqlWriter } from '#src/shared/database/sql';
import type { Decider, DomainEvent } from '#src/shared/deciders/decider';

export interface StreamSnapshot<State> {
  readonly state: State;
  readonly streamVersion: number;
}

type SnapshotOf = NonNullable<Decider<unknown, DomainEvent, unknown>['snapshot']>;

@Injectable()
export class StreamSnapshots {
  constructor(private readonly database: Database) {}

  /** The stream's snapshot folded by this decider's current rules, if there is one. */
  async read<State>(snapshot: SnapshotOf, streamId: string): Promise<StreamSnapshot<State> | undefined> {
    const [row] = await this.database.query<{ state: State; stream_version: number }>(
      'select state, stream_version from stream_snapshots where stream_id = $1 and decider = $2 and decider_version = $3',
      [streamId, snapshot.name, snapshot.version],
    );
    return row ? { state: row.state, streamVersion: Number(row.stream_version) } : undefined;
  }

  /** Keeps the newer of this state and the one already kept, with the caller's transaction. */
  async write<State>(
    transaction: SqlWriter,
    snapshot: SnapshotOf,
    streamId: string,
    folded: StreamSnapshot<State>,
  ): Promise<void> {
    await transaction.query(
      `insert into stream_snapshots (stream_id, decider, decider_version, stream_version, state)
       values ($1, $2, $3, $4, $5::jsonb)
       on conflict (stream_id) do update set decider = excluded.decider, decider_version = excluded.decider_version,
         stream_version = excluded.stream_version, state = excluded.state
       where stream_snapshots.stream_version < excluded.stream_version
          or stream_snapshots.decider_version <> excluded.decider_version
          or stream_snapshots.decider <> excluded.decider`,
      [streamId, snapshot.name, snapshot.version, folded.streamVersion, JSON.stringify(folded.state)],
    );
  }
}
