// The `friends` queue's processor. `forget-lapsed-friend-invitations`, run on a schedule, records as
// lapsed every request to an address with no account whose 30 days have passed, so the address it was
// sent to leaves the read model (it stays only sealed in the log, under the asker's key).
import { Database } from '#src/shared/database/database';
import { Injectable } from '@nestjs/common';
import { FRIEND_INVITATION_OPEN_DAYS } from '@pause/rules/friend-invitations';
import { Clock } from '#src/shared/clock/clock';
import { DeciderRunner } from '#src/shared/event-store/decider-runner';
import { EVENT_SCHEMA_VERSION } from '#src/shared/event-store/stored-event';
import type { Job, JobProcessor } from '#src/shared/jobs/job';
import { friendInvitationsDecider } from '#src/modules/friends/friends-invitations.decider';
import { friendInvitationsStreamId } from '#src/modules/friends/friends.events';

export const FRIENDS_QUEUE = 'friends';
export const FORGET_LAPSED_FRIEND_INVITATIONS = 'forget-lapsed-friend-invitations';
const PAGE_SIZE = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class ForgetLapsedFriendInvitationsProcessor implements JobProcessor {
  readonly queue = FRIENDS_QUEUE;

  constructor(
    private readonly database: Database,
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async process(job: Job): Promise<void> {
    if (job.name !== FORGET_LAPSED_FRIEND_INVITATIONS)
      throw new Error(`The friends queue has no job named ${job.name}.`);
    const now = this.clock.now();
    const lapsedBy = new Date(now.getTime() - FRIEND_INVITATION_OPEN_DAYS * DAY_MS);
    const metadata = {
      correlationId: job.correlationId ?? job.id,
      causationId: job.id,
      schemaVersion: EVENT_SCHEMA_VERSION,
    };
    let after = { invitedAt: new Date(0), requestId: '00000000-0000-0000-0000-000000000000' };
    for (;;) {
      // One whose address someone signed up with in time waits for them to read their requests (the delivery).
      const page = await this.database.query<{ request_id: string; requester_id: string; invited_at: Date }>(
        `select i.request_id, i.requester_id, i.invited_at from friend_invitations i
         where i.invited_at <= $1 and (i.invited_at, i.request_id) > ($2, $3::uuid)
           and not exists (select 1 from users u where lower(u.email) = i.email and u.email_verified
                           and u.created_at < i.invited_at + make_interval(days => $4))
         order by i.invited_at, i.request_id limit $5`,
        [lapsedBy, after.invitedAt, after.requestId, FRIEND_INVITATION_OPEN_DAYS, PAGE_SIZE],
      );
      for (const { request_id: requestId, requester_id: requesterId } of page) {
        await this.runner.run(
          friendInvitationsDecider,
          friendInvitationsStreamId(requesterId),
          { type: 'LapseFriendInvitation', data: { requestId, requesterId, now } },
          { metadata, occurredAt: now },
        );
      }
      if (page.length < PAGE_SIZE) return;
      const last = page[page.length - 1];
      after = { invitedAt: last.invited_at, requestId: last.request_id };
    }
  }
}
