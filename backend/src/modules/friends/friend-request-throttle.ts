// Friend requests are limited per person, so nobody can spam requests or walk the directory of emails.
// The count lives in each web process's memory: with several processes behind a balancer the limit
// holds per process (see docs/decisions.md).
import { Injectable } from '@nestjs/common';
import type { ThrottlerLimitDetail, ThrottlerOptions } from '@nestjs/throttler';
import type { SignedInUser } from '#src/shared/http/current-user';
import { NamedThrottle } from '#src/shared/http/named-throttle';

export const FRIEND_REQUESTS_PER_WINDOW = 20;
const FRIEND_REQUEST_WINDOW_MS = 60 * 60 * 1000;
const FRIEND_REQUESTS = 'friend-requests';

/** The limit, registered with the app's others (app.module.ts). */
export const friendRequestLimit: ThrottlerOptions = {
  name: FRIEND_REQUESTS,
  limit: FRIEND_REQUESTS_PER_WINDOW,
  ttl: FRIEND_REQUEST_WINDOW_MS,
};

/** Counts per signed-in person rather than per IP address. */
@Injectable()
export class FriendRequestThrottle extends NamedThrottle {
  protected readonly throttlerName = FRIEND_REQUESTS;

  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    return (request.user as SignedInUser).id;
  }

  protected override async getErrorMessage(_: unknown, { timeToBlockExpire }: ThrottlerLimitDetail): Promise<string> {
    return (
      `You have sent ${FRIEND_REQUESTS_PER_WINDOW} friend requests within an hour, which is the limit. ` +
      `Please try again in ${Math.max(1, Math.ceil(timeToBlockExpire / 60))} minutes.`
    );
  }
}
