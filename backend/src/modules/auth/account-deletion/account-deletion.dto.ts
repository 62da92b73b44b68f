// What "Delete my account" sends: the confirmation the person typed.
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { WORDS_CONFIRMING_DELETION } from './deletion-confirmation';

export class DeleteAccountRequest {
  @ApiProperty({
    description: `The person's email as their account shows it (any letter case), or "${WORDS_CONFIRMING_DELETION}" for an account without one.`,
    example: 'alex@example.com',
    maxLength: 320,
  })
  @IsString({ message: 'confirmation must be text: your email address' })
  @MaxLength(320, { message: 'confirmation must be at most 320 characters: your email address' })
  confirmation!: string;
}
