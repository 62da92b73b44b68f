// GetChallenges: the challenges a person created or received, latest week first, from the challenges
// read model, each with both people's life percentage for its week: as settled once it has ended, and
// so far, as the settling would judge it now, while it runs (WeeklyLifePercentages.judgedOf).
import { Database } from '#src/shared/database/database';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { dateText } from '#src/shared/database/date-text';
import { WeeklyLifePercentages } from '#src/modules/analytics/weekly-life-percentages';
import type { ChallengeStatus } from '#src/modules/challenges/challenges.events';

export interface ChallengerView {
  readonly id: string;
  readonly firstName: string | null;
  /** They deleted their account since (a settled challenge keeps its result): no name to show. */
  readonly formerMember: boolean;
}

export interface ChallengeView {
  readonly id: string;
  readonly creator: ChallengerView;
  readonly challenged: ChallengerView;
  readonly weekStart: string;
  readonly status: ChallengeStatus;
  readonly winner: ChallengerView | null;
  /** Null while the creator has too few tracked days of that week to be judged (or none yet). */
  readonly creatorLifePercentage: number | null;
  readonly challengedLifePercentage: number | null;
  readonly createdAt: string;
}

export class GetChallenges extends Query<ChallengeView[]> {
  constructor(
    readonly userId: string,
    /** Only this one, when set. */
    readonly challengeId?: string,
  ) {
    super();
  }
}

interface ChallengeRow {
  challenge_id: string;
  creator_id: string;
  creator_first_name: string | null;
  creator_gone: boolean;
  challenged_id: string;
  challenged_first_name: string | null;
  challenged_gone: boolean;
  week_start: Date | string;
  status: ChallengeStatus;
  winner_id: string | null;
  creator_life_percentage: number | null;
  challenged_life_percentage: number | null;
  created_at: Date;
}

@QueryHandler(GetChallenges)
export class GetChallengesHandler implements IQueryHandler<GetChallenges> {
  constructor(
    private readonly database: Database,
    private readonly percentages: WeeklyLifePercentages,
  ) {}

  async execute({ userId, challengeId }: GetChallenges): Promise<ChallengeView[]> {
    const rows = await this.database.query<ChallengeRow>(
      `select c.challenge_id, c.creator_id, creator.first_name as creator_first_name, creator.id is null as creator_gone,
         c.challenged_id, challenged.first_name as challenged_first_name, challenged.id is null as challenged_gone,
         c.week_start, c.status, c.winner_id, c.creator_life_percentage, c.challenged_life_percentage, c.created_at
       from challenges c
         left join users creator on creator.id = c.creator_id
         left join users challenged on challenged.id = c.challenged_id
       where (c.creator_id = $1 or c.challenged_id = $2) and ($3::uuid is null or c.challenge_id = $4)
       order by c.week_start desc, c.created_at desc`,
      [userId, userId, challengeId ?? null, challengeId ?? null],
    );
    return Promise.all(
      rows
        .map((row) => (row.status === 'active' ? this.standingSoFar(row) : row))
        .map(async (row) => toView(await row)),
    );
  }

  /** A running challenge's figures: each one's judged life percentage of the week so far. */
  private async standingSoFar(row: ChallengeRow): Promise<ChallengeRow> {
    const weekStart = dateText(row.week_start);
    const judged = await this.percentages.judgedOf([row.creator_id, row.challenged_id], weekStart);
    return {
      ...row,
      creator_life_percentage: judged.get(row.creator_id) ?? null,
      challenged_life_percentage: judged.get(row.challenged_id) ?? null,
    };
  }
}

function toView(row: ChallengeRow): ChallengeView {
  const creator = { id: row.creator_id, firstName: row.creator_first_name, formerMember: row.creator_gone };
  const challenged = { id: row.challenged_id, firstName: row.challenged_first_name, formerMember: row.challenged_gone };
  return {
    id: row.challenge_id,
    creator,
    challenged,
    weekStart: dateText(row.week_start),
    status: row.status,
    winner: row.winner_id === null ? null : row.winner_id === creator.id ? creator : challenged,
    creatorLifePercentage: row.creator_life_percentage,
    challengedLifePercentage: row.challenged_life_percentage,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
