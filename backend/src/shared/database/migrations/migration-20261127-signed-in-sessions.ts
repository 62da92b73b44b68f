// Sign-in sessions move into a table Pause owns (signed_in_sessions: who, until when, and the ID token
// kept for the provider's logout), out of http_sessions, express-session's JSON rows. Everyone signed in
// stays signed in: each session that names a person who still has an account, and has not expired, is
// carried over under the same id, which the browser's cookie still carries. signed_in_person(id) says
// who a session signs in, if anyone: the one definition of "signed in", which the sessions' reader and
// the one-second poll's statement both call.
import { Migration } from '@mikro-orm/migrations';

export class MigrationSignedInSessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table signed_in_sessions (
        id text primary key,
        user_id uuid not null,
        id_token_hint text,
        created_at timestamptz not null,
        expires_at timestamptz not null
      )`);
    this.addSql('create index signed_in_sessions_user_id on signed_in_sessions (user_id)');
    this.addSql('create index signed_in_sessions_expires_at on signed_in_sessions (expires_at)');
    this.addSql(`
      create function signed_in_person(session_id text) returns uuid
      language sql stable as $$
        select user_id from signed_in_sessions where id = session_id and expires_at > now()
      $$`);
    // express-session kept the person's id under passport.user and the expiry twice: as the cookie's
    // expires (UTC, in the JSON) and as the expire column (in the server's time zone); the JSON's is
    // read first. Its sessions lasted 30 days from sign-in, never extended, which dates the sign-in.
    this.addSql(`
      insert into signed_in_sessions (id, user_id, id_token_hint, created_at, expires_at)
      select old.sid, users.id, old.sess ->> 'idTokenHint', old.expires_at - interval '30 days', old.expires_at
        from (
          select sid, sess, coalesce((sess -> 'cookie' ->> 'expires')::timestamptz, expire::timestamptz) as expires_at
            from http_sessions
        ) as old
        join users on users.id::text = old.sess -> 'passport' ->> 'user'
       where old.expires_at > now()`);
    this.addSql('drop table http_sessions');
  }
}
