// Each event stream's latest decider state, so a command reads one row and the few events after it
// instead of a person's whole history. Derived from the events and never backed up: a missing or
// out-of-date snapshot only means the stream is folded from its start once more.
import { Migration } from '@mikro-orm/migrations';

export class MigrationStreamSnapshots extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table stream_snapshots (
        stream_id text primary key,
        decider text not null,
        decider_version integer not null,
        stream_version integer not null,
        state jsonb not null
      )`);
  }
}
