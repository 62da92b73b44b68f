// The shapes the reflection calls accept and answer.
import { ApiProperty } from '@nestjs/swagger';
import { LONGEST_REFLECTION } from '@pause/rules/reflections';
import { IsString } from 'class-validator';
import { ApiMoment, ApiMonday } from '#src/shared/http/api-properties';
import { IsMondayDate, IsRealDate } from '#src/shared/http/date-validators';
import type { ReflectionView } from './read-models/reflections/get-reflection.handler';

export class WeekStartParams {
  @ApiMonday()
  @IsRealDate()
  @IsMondayDate()
  weekStart!: string;
}

/** Emptiness and length are the decider's rules, so they answer with the reflection's own words. */
export class RecordReflectionRequest {
  @ApiProperty({
    description: `What the person wants to remember of the week: not blank, at most ${LONGEST_REFLECTION} characters.`,
    example: 'Left at five every day; the evenings felt long again.',
  })
  @IsString({ message: 'content must be text' })
  content!: string;

  @ApiMonday('The Monday of the week reflected on: this week or an earlier one.')
  @IsRealDate()
  @IsMondayDate()
  weekStart!: string;
}

export class ReflectionAnswer implements ReflectionView {
  @ApiMonday()
  readonly weekStart!: string;

  @ApiProperty({ example: 'Left at five every day; the evenings felt long again.' })
  readonly content!: string;

  @ApiMoment('When it was recorded.')
  readonly createdAt!: string;
}
