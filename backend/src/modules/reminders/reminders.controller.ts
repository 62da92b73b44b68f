// HTTP face of reminders by push (issue 28): the server's public key, this device's subscription
// (kept, or forgotten), and the person's reminder settings.
import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Post,
  Put,
} from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { PushReminderSettings } from '@pause/rules/push-reminders';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config';
import { ErrorAnswers } from '#src/shared/http/api-answers';
import { CurrentSessionId, CurrentUser, type SignedInUser } from '#src/shared/http/current-user';
import { subscriptionRefusal } from './domain/push-subscription-check';
import { PushSubscriptions } from './push-subscriptions';
import {
  ForgetPushSubscriptionRequest,
  PushPublicKeyAnswer,
  PushSubscriptionRequest,
  ReminderSettingsAnswer,
  ReminderSettingsRequest,
} from './reminders.dto';
import { ReminderSettings } from './reminder-settings';
import { VapidKeys } from './vapid-keys';

@Controller('push')
export class RemindersController {
  constructor(
    private readonly keys: VapidKeys,
    private readonly subscriptions: PushSubscriptions,
    private readonly settings: ReminderSettings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('public-key')
  @ApiOperation({ summary: "The key a browser subscribes to Pause's pushes with" })
  @ApiOkResponse({ type: PushPublicKeyAnswer, description: 'The VAPID public key.' })
  async publicKey(): Promise<PushPublicKeyAnswer> {
    return { publicKey: (await this.keys.current()).publicKey };
  }

  @Post('subscriptions')
  @HttpCode(204)
  @ApiOperation({ summary: 'Keep this device subscribed to reminders by push' })
  @ApiNoContentResponse({ description: 'Kept, for as long as this device stays signed in.' })
  @ErrorAnswers({ 400: 'The subscription is malformed, or its endpoint is not a push service Pause posts to.' })
  async subscribe(
    @CurrentUser() user: SignedInUser,
    @CurrentSessionId() sessionId: string,
    @Body() body: PushSubscriptionRequest,
  ): Promise<void> {
    const subscription = { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
    const refusal = subscriptionRefusal(subscription, this.config.push.localServiceCa !== undefined);
    if (refusal !== null) throw new BadRequestException(refusal);
    await this.subscriptions.keep(user.id, sessionId, subscription);
  }

  @Delete('subscriptions')
  @HttpCode(204)
  @ApiOperation({ summary: "Forget this device's subscription" })
  @ApiNoContentResponse({ description: 'Forgotten (or was never kept): nothing is pushed to it any more.' })
  async unsubscribe(@CurrentUser() user: SignedInUser, @Body() body: ForgetPushSubscriptionRequest): Promise<void> {
    await this.subscriptions.forget(user.id, body.endpoint);
  }

  @Get('settings')
  @ApiOperation({ summary: "The person's reminder settings" })
  @ApiOkResponse({ type: ReminderSettingsAnswer, description: 'Which pushed reminders are off, and the quiet hours.' })
  @ErrorAnswers({ 404: 'The account no longer exists.' })
  async readSettings(@CurrentUser() user: SignedInUser): Promise<PushReminderSettings> {
    return this.found(await this.settings.of(user.id));
  }

  @Put('settings')
  @ApiOperation({ summary: 'Set which pushed reminders are off, and the quiet hours' })
  @ApiOkResponse({ type: ReminderSettingsAnswer, description: 'The settings, as kept.' })
  @ErrorAnswers({
    400: 'A kind is unknown, or the quiet hours are not two different whole hours.',
    404: 'The account no longer exists.',
  })
  async changeSettings(
    @CurrentUser() user: SignedInUser,
    @Body() body: ReminderSettingsRequest,
  ): Promise<PushReminderSettings> {
    if (body.quietHours !== null && body.quietHours.fromHour === body.quietHours.untilHour) {
      throw new BadRequestException('quietHours must start and end at different hours');
    }
    const quietHours = body.quietHours && { fromHour: body.quietHours.fromHour, untilHour: body.quietHours.untilHour };
    return this.found(await this.settings.change(user.id, body.off, quietHours));
  }

  private found(settings: PushReminderSettings | null): PushReminderSettings {
    if (!settings) throw new NotFoundException('Your account no longer exists.');
    return settings;
  }
}
