// GetSentFriendRequests: the requests this person sent that still wait, oldest first, each as the
// address they typed, the same whether or not anyone uses Pause with it: from friend_requests (a
// person with an account, shown by their address) and friend_invitations (still open); and the data
// export's section of them.
import { Database } from '#src/shared/database/database';
import { Injectable } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FRIEND_INVITATION_OPEN_DAYS } from '@pause/rules/friend-invitations';
import { Clock } from '#src/shared/clock/clock';
import type { CsvColumn, PersonalDataSection } from '#src/shared/export/personal-data';
import { inReadersTime } from '#src/shared/export/spreadsheet-cells';

export interface SentFriendRequestListView {
  readonly id: string;
  readonly status: 'pending';
  readonly email: string;
  readonly createdAt: string;
}

export class GetSentFriendRequests extends Query<SentFriendRequestListView[]> {
  constructor(readonly userId: string) {
    super();
  }
}

/** The requests a person sent that still wait: read by the Friends tab and by the data export alike. */
@Injectable()
export class SentFriendRequests {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  async of(userId: string): Promise<SentFriendRequestListView[]> {
    const openSince = new Date(this.clock.now().getTime() - FRIEND_INVITATION_OPEN_DAYS * 24 * 60 * 60 * 1000);
    const rows = await this.database.query<{ request_id: string; email: string; requested_at: Date }>(
      `select r.request_id, lower(trim(u.email)) as email, r.requested_at
       from friend_requests r join users u on u.id = r.addressee_id
       where r.requester_id = $1 and r.status = 'pending' and u.email is not null
       union all
       select request_id, email, invited_at from friend_invitations
       where requester_id = $2 and invited_at > $3
       order by requested_at, request_id`,
      [userId, userId, openSince],
    );
    return rows.map((row) => ({
      id: row.request_id,
      status: 'pending',
      email: row.email,
      createdAt: new Date(row.requested_at).toISOString(),
    }));
  }
}

@QueryHandler(GetSentFriendRequests)
export class GetSentFriendRequestsHandler implements IQueryHandler<GetSentFriendRequests> {
  constructor(private readonly sent: SentFriendRequests) {}

  execute({ userId }: GetSentFriendRequests): Promise<SentFriendRequestListView[]> {
    return this.sent.of(userId);
  }
}

type ExportedSentRequest = { requestId: string; sentTo: string; sentAt: string };

const SENT_FIELDS = ['requestId', 'sentTo', 'sentAt'] as const satisfies readonly (keyof ExportedSentRequest)[];

/** In the CSV, the moment as local time in the person's own zone, which a spreadsheet reads as a date. */
const SENT_CSV_COLUMNS: readonly CsvColumn<ExportedSentRequest>[] = ['requestId', 'sentTo', inReadersTime('sentAt')];

/**
 * The export's part of them: the addresses the person typed, pending, as the Friends tab lists them
 * (whether anyone uses Pause with them stays untold here too).
 */
@Injectable()
export class SentFriendRequestsExport implements PersonalDataSection<ExportedSentRequest> {
  readonly name = 'sentFriendRequests';
  readonly title = 'Sent friend requests';
  readonly fields = SENT_FIELDS;
  readonly csv = SENT_CSV_COLUMNS;

  constructor(private readonly sent: SentFriendRequests) {}

  async *rowsOf(personId: string): AsyncIterable<ExportedSentRequest> {
    for (const request of await this.sent.of(personId)) {
      yield { requestId: request.id, sentTo: request.email, sentAt: request.createdAt };
    }
  }
}
