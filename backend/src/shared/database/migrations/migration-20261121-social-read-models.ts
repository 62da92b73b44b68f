// The read models of reflections, friendships and challenges.
import { Migration } from '@mikro-orm/migrations';

export class MigrationSocialReadModels extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table reflections (
        user_id uuid not null,
        week_start date not null,
        content text not null,
        recorded_at timestamptz not null,
        primary key (user_id, week_start)
      )`);

    this.addSql(`
      create table friend_requests (
        request_id uuid primary key,
        requester_id uuid not null,
        addressee_id uuid not null,
        status text not null check (status in ('pending', 'accepted', 'declined')),
        requested_at timestamptz not null,
        answered_at timestamptz
      )`);
    this.addSql(`create index friend_requests_pending_for on friend_requests (addressee_id) where status = 'pending'`);

    // One row per direction, so "my friends" is one index range whichever side asked.
    this.addSql(`
      create table friendships (
        user_id uuid not null,
        friend_id uuid not null,
        request_id uuid not null,
        since timestamptz not null,
        primary key (user_id, friend_id)
      )`);

    this.addSql(`
      create table challenges (
        challenge_id uuid primary key,
        creator_id uuid not null,
        challenged_id uuid not null,
        week_start date not null,
        ends_at timestamptz not null,
        status text not null check (status in ('active', 'completed', 'tied')),
        winner_id uuid,
        creator_life_percentage integer,
        challenged_life_percentage integer,
        created_at timestamptz not null,
        resolved_at timestamptz
      )`);
    this.addSql('create index challenges_by_creator on challenges (creator_id, week_start)');
    this.addSql('create index challenges_by_challenged on challenges (challenged_id, week_start)');
    this.addSql(`create index challenges_to_resolve on challenges (ends_at) where status = 'active'`);
  }
}
