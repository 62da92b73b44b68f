// Each device's push subscription: its endpoint (a capability address: whoever knows it may push to
// the device, so it is never logged) and keys, the person, and the sign-in session that made it. The
// row goes with that session (a foreign key, on delete cascade): signing out on the device, any
// session sweep, and account deletion (which ends every session) forget it. One device, one row: the
// same endpoint subscribed again, by whoever is signed in now, replaces it.
import { Injectable } from '@nestjs/common';
import { Clock } from '#src/shared/clock/clock';
import { Database } from '#src/shared/database/database';
import type { SubscriptionToCheck } from './domain/push-subscription-check';

export type StoredSubscription = SubscriptionToCheck;

@Injectable()
export class PushSubscriptions {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  async keep(userId: string, sessionId: string, subscription: StoredSubscription): Promise<void> {
    await this.database.query(
      `insert into push_subscriptions (endpoint, user_id, session_id, p256dh, auth, created_at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (endpoint) do update set user_id = excluded.user_id, session_id = excluded.session_id,
         p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at`,
      [subscription.endpoint, userId, sessionId, subscription.p256dh, subscription.auth, this.clock.now()],
    );
  }

  /** The person's own subscription at this endpoint goes; another person's is left alone. */
  async forget(userId: string, endpoint: string): Promise<void> {
    await this.database.query('delete from push_subscriptions where endpoint = $1 and user_id = $2', [
      endpoint,
      userId,
    ]);
  }

  /** The push service says the subscription no longer exists (404 or 410). */
  async forgetGone(endpoint: string): Promise<void> {
    await this.database.query('delete from push_subscriptions where endpoint = $1', [endpoint]);
  }

  /** The person's devices that are still signed in as them. */
  async ofPerson(userId: string): Promise<StoredSubscription[]> {
    return this.database.query<StoredSubscription>(
      `select endpoint, p256dh, auth from push_subscriptions
       where user_id = $1 and signed_in_person(session_id) = user_id
       order by created_at, endpoint`,
      [userId],
    );
  }
}
