// The foundation's schema: the event log, people, HTTP sessions and the timer's read models.
import { Migration } from '@mikro-orm/migrations';

export class MigrationFoundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table events (
        position bigint generated always as identity primary key,
        stream_id text not null,
        stream_version integer not null check (stream_version > 0),
        type text not null,
        data jsonb not null,
        metadata jsonb not null,
        occurred_at timestamptz not null,
        transaction_id xid8 not null default pg_current_xact_id(),
        constraint events_stream_version_unique unique (stream_id, stream_version)
      )`);
    this.addSql('create index events_commit_order on events (transaction_id, position)');
    this.addSql('create index events_type on events (type)');
    this.addSql(`
      create function refuse_event_change() returns trigger language plpgsql as $$
      begin
        raise exception 'events are append-only: % is not allowed', tg_op;
      end
      $$`);
    this.addSql(`
      create trigger events_are_append_only before update or delete on events
      for each row execute function refuse_event_change()`);

    this.addSql(`
      create table users (
        id uuid primary key,
        issuer text not null,
        subject text not null,
        email text,
        first_name text,
        last_name text,
        profile_image_url text,
        time_zone text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint users_identity_unique unique (issuer, subject)
      )`);
    this.addSql('create index users_email on users (lower(email))');

    this.addSql(`
      create table http_sessions (
        sid varchar not null primary key,
        sess json not null,
        expire timestamp(6) not null
      )`);
    this.addSql('create index http_sessions_expire on http_sessions (expire)');

    this.addSql(`
      create table active_timer (
        user_id uuid primary key,
        session_id uuid not null,
        session_type text not null,
        started_at timestamptz not null
      )`);
    this.addSql(`
      create table sessions (
        session_id uuid primary key,
        user_id uuid not null,
        session_type text not null,
        started_at timestamptz not null,
        stopped_at timestamptz not null,
        duration_seconds integer not null,
        time_zone text not null
      )`);
    this.addSql('create index sessions_by_user on sessions (user_id, started_at)');
  }
}
