// Reminders by Web Push (issue 28): the keys Pause signs its pushes with (push_vapid_keys, one row,
// when the environment names none), each device's subscription (push_subscriptions, tied to the
// sign-in session that made it, so signing out or deleting the account forgets it), the occasions
// already decided for running timers (push_reminders_sent), and the person's reminder settings in
// their users row, beside the forgotten-timer limit.
import { Migration } from '@mikro-orm/migrations';

export class MigrationPushReminders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table push_vapid_keys (
        id smallint primary key check (id = 1),
        public_key text not null,
        private_key text not null,
        created_at timestamptz not null
      )`);
    this.addSql(`
      create table push_subscriptions (
        endpoint text primary key,
        user_id uuid not null,
        session_id text not null references signed_in_sessions (id) on delete cascade,
        p256dh text not null,
        auth text not null,
        created_at timestamptz not null
      )`);
    this.addSql('create index push_subscriptions_by_user on push_subscriptions (user_id)');
    this.addSql('create index push_subscriptions_by_session on push_subscriptions (session_id)');
    this.addSql(`
      create table push_reminders_sent (
        session_id uuid not null,
        occasion text not null,
        kind text not null,
        outcome text not null,
        due_at timestamptz not null,
        decided_at timestamptz not null,
        primary key (session_id, occasion)
      )`);
    this.addSql("alter table users add column push_reminders_off text[] not null default '{}'");
    this.addSql('alter table users add column quiet_hours_from smallint');
    this.addSql('alter table users add column quiet_hours_until smallint');
  }
}
