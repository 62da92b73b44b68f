// What a person may change about themselves (each field optional, at least one sent), and how they are
// answered.
import { ApiProperty } from '@nestjs/swagger';
import { DEFAULT_FORGOTTEN_TIMER_LIMIT_HOURS, FORGOTTEN_TIMER_LIMIT_HOURS } from '@pause/rules/forgotten-timer';
import { IsInt, IsTimeZone, Max, Min } from 'class-validator';
import { ApiId } from '#src/shared/http/api-properties';
import type { SignedInUser } from '#src/shared/http/current-user';
import { IfSent } from '#src/shared/http/validation';

const { fewest, most } = FORGOTTEN_TIMER_LIMIT_HOURS;
const LIMIT_MESSAGE = `forgottenTimerLimitHours must be a whole number of hours from ${fewest} to ${most}`;

export class UpdateUserRequest {
  @ApiProperty({
    required: false,
    description: "The IANA name of the person's time zone; their days and weeks are counted in it.",
    example: 'Europe/Paris',
  })
  @IfSent()
  @IsTimeZone({ message: 'timeZone must be an IANA time zone name such as Europe/Paris' })
  timeZone?: string;

  @ApiProperty({
    required: false,
    type: 'integer',
    minimum: fewest,
    maximum: most,
    description: 'After how many hours a running timer asks "Still working?".',
    example: DEFAULT_FORGOTTEN_TIMER_LIMIT_HOURS,
  })
  @IfSent()
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(fewest, { message: LIMIT_MESSAGE })
  @Max(most, { message: LIMIT_MESSAGE })
  forgottenTimerLimitHours?: number;
}

export class SignedInUserAnswer implements SignedInUser {
  @ApiId("The person's id.")
  readonly id!: string;

  @ApiProperty({ type: String, nullable: true, format: 'email', example: 'alex@example.com' })
  readonly email!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Alex' })
  readonly firstName!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Rivera' })
  readonly lastName!: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uri', description: 'A picture from the sign-in provider.' })
  readonly profileImageUrl!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Null until the browser has told Pause; days are UTC days until then.',
    example: 'Europe/Paris',
  })
  readonly timeZone!: string | null;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: 24,
    description: 'After how many hours a running timer asks "Still working?".',
    example: DEFAULT_FORGOTTEN_TIMER_LIMIT_HOURS,
  })
  readonly forgottenTimerLimitHours!: number;
}
