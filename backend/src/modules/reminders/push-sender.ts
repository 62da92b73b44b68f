// Posts one push to one device through its push service with the web-push library (RFC 8030 delivery,
// RFC 8291 encryption, VAPID signature). A subscription the service says is gone (404, 410) is
// forgotten; any other failure is logged with the service's host and status only, never the endpoint
// (a capability address) nor what the push said.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import webpush, { WebPushError } from 'web-push';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config';
import { type StoredSubscription, PushSubscriptions } from './push-subscriptions';
import { VapidKeys } from './vapid-keys';

export interface PushMessage {
  readonly payload: object;
  /** How long the push service may keep it for a device that is away, in seconds. */
  readonly ttlSeconds: number;
  /** A newer push of the same topic replaces one still waiting at the push service. */
  readonly topic: string;
}

export type PushOutcome = 'delivered' | 'gone' | 'failed';

/** The push service did not answer within this long. */
const PUSH_TIMEOUT_MS = 10_000;

@Injectable()
export class PushSender {
  private readonly logger = new Logger(PushSender.name);
  /** Trusts the local test service's certificate too, when PUSH_LOCAL_SERVICE_CA names one. */
  private readonly agent: Agent | undefined;

  constructor(
    private readonly keys: VapidKeys,
    private readonly subscriptions: PushSubscriptions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const localCa = config.push.localServiceCa;
    this.agent = localCa ? new Agent({ ca: [...rootCertificates, localCa] }) : undefined;
  }

  async send(subscription: StoredSubscription, message: PushMessage): Promise<PushOutcome> {
    const { publicKey, privateKey } = await this.keys.current();
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message.payload),
        {
          vapidDetails: { subject: this.config.push.subject, publicKey, privateKey },
          TTL: message.ttlSeconds,
          topic: message.topic,
          urgency: 'normal',
          timeout: PUSH_TIMEOUT_MS,
          ...(this.agent ? { agent: this.agent } : {}),
        },
      );
      return 'delivered';
    } catch (error) {
      const host = new URL(subscription.endpoint).host;
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await this.subscriptions.forgetGone(subscription.endpoint);
        this.logger.log(`A push service (${host}) says a subscription is gone (${error.statusCode}); forgotten.`);
        return 'gone';
      }
      const why = error instanceof WebPushError ? `answered ${error.statusCode}` : 'could not be reached';
      this.logger.warn(`A push service (${host}) ${why}; the reminder is not sent to that device.`);
      return 'failed';
    }
  }
}
