// The shape a new challenge is created with, and how challenges are answered.
import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { ApiId, ApiMoment, ApiMonday } from '#src/shared/http/api-properties';
import { IsMondayDate, IsRealDate } from '#src/shared/http/date-validators';
import type { ChallengeStatus } from './challenges.events';
import { MAX_WEEKS_AHEAD } from './domain/challenge-week';
import type { ChallengeView, ChallengerView } from './read-models/challenges/get-challenges.handler';

const CHALLENGE_STATUSES: readonly ChallengeStatus[] = ['active', 'completed', 'tied'];

export class IssueChallengeRequest {
  @ApiId('The friend to challenge (their id, as friendId in GET /api/friends).')
  @IsUUID('all', { message: 'challengedId must be the id of one of your friends' })
  challengedId!: string;

  @ApiMonday(`The Monday of the week the two compare: this week or up to ${MAX_WEEKS_AHEAD} weeks ahead.`)
  @IsRealDate()
  @IsMondayDate()
  weekStart!: string;
}

export class ChallengerAnswer implements ChallengerView {
  @ApiId("The person's id.")
  readonly id!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Sam' })
  readonly firstName!: string | null;

  @ApiProperty({
    description: 'They have deleted their account since: show them as "a former member" (firstName is null).',
    example: false,
  })
  readonly formerMember!: boolean;
}

export class ChallengeAnswer implements ChallengeView {
  @ApiId("The challenge's id.")
  readonly id!: string;

  @ApiProperty({ type: ChallengerAnswer, description: 'Who issued it.' })
  readonly creator!: ChallengerAnswer;

  @ApiProperty({ type: ChallengerAnswer, description: 'Who was challenged.' })
  readonly challenged!: ChallengerAnswer;

  @ApiMonday()
  readonly weekStart!: string;

  @ApiProperty({
    enum: CHALLENGE_STATUSES,
    description: "active until the week has ended in the creator's time zone; then completed (a winner) or tied.",
  })
  readonly status!: ChallengeStatus;

  @ApiProperty({ type: ChallengerAnswer, nullable: true, description: 'Set when the status is completed.' })
  readonly winner!: ChallengerAnswer | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 72,
    description:
      "The creator's life percentage for the week: as settled once the week has ended, so far while it runs. " +
      'Null while they have too few tracked days that week to be judged.',
  })
  readonly creatorLifePercentage!: number | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 65,
    description: "The challenged friend's life percentage for the week, read like creatorLifePercentage.",
  })
  readonly challengedLifePercentage!: number | null;

  @ApiMoment('When it was issued.')
  readonly createdAt!: string;
}
