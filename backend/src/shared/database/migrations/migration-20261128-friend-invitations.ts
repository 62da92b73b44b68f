// The friendships read model's requests to addresses with no account yet (friend_invitations): who
// asked, the address they typed (trimmed, lower case), and when. A row goes when the request is
// withdrawn or delivered, or the asker deletes their account. And an index for the requests a person sent.
import { Migration } from '@mikro-orm/migrations';

export class MigrationFriendInvitations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table friend_invitations (
        request_id uuid primary key,
        requester_id uuid not null,
        email text not null,
        invited_at timestamptz not null
      )`);
    this.addSql('create index friend_invitations_by_email on friend_invitations (email)');
    this.addSql('create index friend_invitations_by_requester on friend_invitations (requester_id)');
    // The requests a person sent that still wait (GET /api/friends/requests/sent).
    this.addSql(`create index friend_requests_pending_from on friend_requests (requester_id) where status = 'pending'`);
  }
}
