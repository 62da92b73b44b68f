// The shapes the reflection calls accept.
import { IsString } from 'class-validator';
import { IsMondayDate, IsRealDate } from '../../shared/http/date-validators';

export class WeekStartParams {
  @IsRealDate()
  @IsMondayDate()
  weekStart!: string;
}

/** Emptiness and length are the decider's rules, so they answer with the reflection's own words. */
export class RecordReflectionRequest {
  @IsString({ message: 'content must be text' })
  content!: string;

  @IsRealDate()
  @IsMondayDate()
  weekStart!: string;
}
