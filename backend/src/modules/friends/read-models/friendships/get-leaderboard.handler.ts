// GetLeaderboard: me and my friends, ranked by this week's life percentage so far (over the hours of
// the asking person's week lived until now, as their dial counts them). Friends see only percentages,
// never hours or sessions.
import { Database } from '#src/shared/database/database';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '#src/shared/clock/clock';
import { addDays } from '#src/shared/time/calendar';
import { localNowOf, localWeekStartOf } from '#src/shared/time/local-days';
import { hoursLived, WeeklyLifePercentages } from '#src/modules/analytics/weekly-life-percentages';
import { type PersonRow, type PersonSummary, personSummaryOf } from '#src/modules/people/people';
import { type LeaderboardEntry, rankLeaderboard } from '#src/modules/friends/domain/leaderboard';

export interface LeaderboardView {
  readonly weekStart: string;
  readonly entries: LeaderboardEntry<PersonSummary>[];
}

export class GetLeaderboard extends Query<LeaderboardView> {
  constructor(
    readonly userId: string,
    /** The asking person's time zone: the leaderboard is of their current local week. */
    readonly timeZone: string,
  ) {
    super();
  }
}

@QueryHandler(GetLeaderboard)
export class GetLeaderboardHandler implements IQueryHandler<GetLeaderboard> {
  constructor(
    private readonly database: Database,
    private readonly percentages: WeeklyLifePercentages,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, timeZone }: GetLeaderboard): Promise<LeaderboardView> {
    const nowMs = this.clock.now().getTime();
    const weekStart = localWeekStartOf(timeZone, nowMs);
    const hoursSoFar = hoursLived(weekStart, addDays(weekStart, 6), localNowOf(timeZone, nowMs));
    const people = await this.database.query<PersonRow>(
      `select id, first_name, last_name, profile_image_url from users
       where id = $1 or id in (select friend_id from friendships where user_id = $2)`,
      [userId, userId],
    );
    const percentages = await this.percentages.of(
      people.map((person) => person.id),
      weekStart,
      hoursSoFar,
    );
    const entries = rankLeaderboard(
      people.map((person) => ({
        person: personSummaryOf(person),
        isMe: person.id === userId,
        lifePercentage: percentages.get(person.id) ?? null,
        sortName: `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim().toLowerCase(),
      })),
    );
    return { weekStart, entries };
  }
}
