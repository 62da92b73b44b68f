// The challenges' part of a person's data export: each challenge they made or received, with both
// names, the week, its status and how it came out for them, from the challenges read model.
import { Database } from '#src/shared/database/database';
import { Injectable } from '@nestjs/common';
import { dateText } from '#src/shared/database/date-text';
import type { PersonalDataSection } from '#src/shared/export/personal-data';
import { fullNameOf } from '#src/modules/people/people';
import type { ChallengeStatus } from '#src/modules/challenges/challenges.events';

const FIELDS = [
  'challengeId',
  'weekStart',
  'creatorName',
  'challengedName',
  'status',
  'outcome',
  'winnerName',
  'creatorLifePercentage',
  'challengedLifePercentage',
] as const satisfies readonly (keyof ExportedChallenge)[];

type ExportedChallenge = {
  challengeId: string;
  weekStart: string;
  creatorName: string | null;
  challengedName: string | null;
  status: ChallengeStatus;
  outcome: OutcomeForPerson;
  winnerName: string | null;
  creatorLifePercentage: number | null;
  challengedLifePercentage: number | null;
};

/** How a challenge came out for the person exporting it. */
export type OutcomeForPerson = 'won' | 'lost' | 'tied' | 'in progress';

interface ChallengeRow {
  challenge_id: string;
  week_start: Date | string;
  creator_id: string;
  creator_first_name: string | null;
  creator_last_name: string | null;
  creator_gone: boolean;
  challenged_first_name: string | null;
  challenged_last_name: string | null;
  challenged_gone: boolean;
  status: ChallengeStatus;
  winner_id: string | null;
  creator_life_percentage: number | null;
  challenged_life_percentage: number | null;
}

@Injectable()
export class ChallengesExport implements PersonalDataSection<ExportedChallenge> {
  readonly name = 'challenges';
  readonly title = 'Challenges';
  readonly fields = FIELDS;

  constructor(private readonly database: Database) {}

  async *rowsOf(personId: string): AsyncIterable<ExportedChallenge> {
    const rows = await this.database.query<ChallengeRow>(
      `select c.challenge_id, c.week_start, c.creator_id, creator.first_name as creator_first_name, creator.last_name as creator_last_name,
         creator.id is null as creator_gone, challenged.first_name as challenged_first_name,
         challenged.last_name as challenged_last_name, challenged.id is null as challenged_gone,
         c.status, c.winner_id, c.creator_life_percentage, c.challenged_life_percentage
       from challenges c
         left join users creator on creator.id = c.creator_id
         left join users challenged on challenged.id = c.challenged_id
       where c.creator_id = $1 or c.challenged_id = $2
       order by c.week_start, c.created_at, c.challenge_id`,
      [personId, personId],
    );
    for (const row of rows) {
      const creatorName = nameIn(row.creator_gone, row.creator_first_name, row.creator_last_name);
      const challengedName = nameIn(row.challenged_gone, row.challenged_first_name, row.challenged_last_name);
      yield {
        challengeId: row.challenge_id,
        weekStart: dateText(row.week_start),
        creatorName,
        challengedName,
        status: row.status,
        outcome: outcomeFor(personId, row),
        winnerName: row.winner_id === null ? null : row.winner_id === row.creator_id ? creatorName : challengedName,
        creatorLifePercentage: row.creator_life_percentage,
        challengedLifePercentage: row.challenged_life_percentage,
      };
    }
  }
}

/** Someone who deleted their account since keeps their place in a settled challenge, not their name. */
export const FORMER_MEMBER = 'a former member';

function nameIn(gone: boolean, firstName: string | null, lastName: string | null): string | null {
  return gone ? FORMER_MEMBER : fullNameOf(firstName, lastName);
}

export function outcomeFor(personId: string, row: Pick<ChallengeRow, 'status' | 'winner_id'>): OutcomeForPerson {
  if (row.status === 'active') return 'in progress';
  if (row.status === 'tied' || row.winner_id === null) return 'tied';
  return row.winner_id === personId ? 'won' : 'lost';
}
