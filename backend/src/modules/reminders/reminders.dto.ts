// What the push routes take and answer: a browser's subscription as PushSubscription.toJSON() gives
// it, the endpoint to forget, the server's public key, and the person's reminder settings.
import { ApiProperty } from '@nestjs/swagger';
import { PUSH_REMINDER_KINDS, type PushReminderKind, type QuietHours } from '@pause/rules/push-reminders';
import { Type } from 'class-transformer';
import {
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IfSent } from '#src/shared/http/validation';
import { LONGEST_ENDPOINT } from './domain/push-subscription-check';

const EXAMPLE_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/example-device-token';

export class PushSubscriptionKeysRequest {
  @ApiProperty({
    description: "The browser's P-256 public key for this subscription, base64url (65 bytes).",
    example: 'BET8i77kD5tXRyz5Kw3rZZE7DKXn3LOYffVfxVY3HYdALK5MgmwIguGB4C88OxChLhE9fV4ZD33duFrgR0oossk',
  })
  @IsString({ message: 'keys.p256dh must be text' })
  p256dh!: string;

  @ApiProperty({ description: 'The 16-byte authentication secret, base64url.', example: 'X7cWVg4WbdMly5H4ZJbj5w' })
  @IsString({ message: 'keys.auth must be text' })
  auth!: string;
}

export class PushSubscriptionRequest {
  @ApiProperty({ description: "The push service's https address for this device.", example: EXAMPLE_ENDPOINT })
  @IsString({ message: 'endpoint must be text' })
  @MaxLength(LONGEST_ENDPOINT, { message: `endpoint must be at most ${LONGEST_ENDPOINT} characters` })
  endpoint!: string;

  @ApiProperty({
    type: Number,
    nullable: true,
    required: false,
    description: 'When the browser says the subscription ends (milliseconds since 1970), usually null; not kept.',
    example: null,
  })
  @IfSent()
  @ValidateIf((_object: object, value: unknown) => value !== null)
  @IsNumber({}, { message: 'expirationTime must be a number of milliseconds or null' })
  expirationTime?: number | null;

  @ApiProperty({ type: PushSubscriptionKeysRequest })
  @IsObject({ message: 'keys must hold p256dh and auth' })
  @ValidateNested()
  @Type(() => PushSubscriptionKeysRequest)
  keys!: PushSubscriptionKeysRequest;
}

export class ForgetPushSubscriptionRequest {
  @ApiProperty({ description: "This device's endpoint, as it was subscribed.", example: EXAMPLE_ENDPOINT })
  @IsString({ message: 'endpoint must be text' })
  @MaxLength(LONGEST_ENDPOINT, { message: `endpoint must be at most ${LONGEST_ENDPOINT} characters` })
  endpoint!: string;
}

export class PushPublicKeyAnswer {
  @ApiProperty({
    description: 'The VAPID public key (base64url) a browser subscribes with, as applicationServerKey.',
    example: 'BET8i77kD5tXRyz5Kw3rZZE7DKXn3LOYffVfxVY3HYdALK5MgmwIguGB4C88OxChLhE9fV4ZD33duFrgR0oossk',
  })
  readonly publicKey!: string;
}

const HOUR_MESSAGE = (field: string) => `quietHours.${field} must be a whole hour from 0 to 23`;

export class QuietHoursRequest implements QuietHours {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 23, description: 'Quiet from this hour…', example: 22 })
  @IsInt({ message: HOUR_MESSAGE('fromHour') })
  @Min(0, { message: HOUR_MESSAGE('fromHour') })
  @Max(23, { message: HOUR_MESSAGE('fromHour') })
  fromHour!: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 23,
    description: "…until this hour, on the person's clock (across midnight when smaller).",
    example: 7,
  })
  @IsInt({ message: HOUR_MESSAGE('untilHour') })
  @Min(0, { message: HOUR_MESSAGE('untilHour') })
  @Max(23, { message: HOUR_MESSAGE('untilHour') })
  untilHour!: number;
}

export class ReminderSettingsRequest {
  @ApiProperty({
    enum: PUSH_REMINDER_KINDS,
    isArray: true,
    description: 'The pushed reminders the person does not want; every other kind is on.',
    example: ['evening'],
  })
  @IsArray({ message: 'off must be a list of reminder kinds' })
  @ArrayUnique({ message: 'off must name each reminder kind once' })
  @IsIn(PUSH_REMINDER_KINDS, { each: true, message: `off may hold only ${PUSH_REMINDER_KINDS.join(', ')}` })
  off!: PushReminderKind[];

  @ApiProperty({ type: QuietHoursRequest, nullable: true, description: 'No reminder is pushed in these hours.' })
  @ValidateIf((_object: object, value: unknown) => value !== null)
  @IsObject({ message: 'quietHours must be null or hold fromHour and untilHour' })
  @ValidateNested()
  @Type(() => QuietHoursRequest)
  quietHours!: QuietHoursRequest | null;
}

export class ReminderSettingsAnswer {
  @ApiProperty({ enum: PUSH_REMINDER_KINDS, isArray: true, example: ['evening'] })
  readonly off!: PushReminderKind[];

  @ApiProperty({ type: QuietHoursRequest, nullable: true })
  readonly quietHours!: QuietHours | null;
}
