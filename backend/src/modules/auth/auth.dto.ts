// What a person may change about themselves, and how they are answered.
import { ApiProperty } from '@nestjs/swagger';
import { IsTimeZone } from 'class-validator';
import { ApiId } from '../../shared/http/api-properties';
import type { SignedInUser } from '../../shared/http/current-user';

export class UpdateUserRequest {
  @ApiProperty({
    description: "The IANA name of the person's time zone; their days and weeks are counted in it.",
    example: 'Europe/Paris',
  })
  @IsTimeZone({ message: 'timeZone must be an IANA time zone name such as Europe/Paris' })
  timeZone!: string;
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
}
