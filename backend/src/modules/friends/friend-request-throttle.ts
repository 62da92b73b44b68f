// Friend requests are limited per person, so nobody can spam requests or walk the directory of emails.
// The count lives in each web process's memory: with several processes behind a balancer the limit
// holds per process (see docs/decisions.md).
import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { SignedInUser } from '../../shared/http/current-user';

export const FRIEND_REQUESTS_PER_WINDOW = 20;
const FRIEND_REQUEST_WINDOW_MS = 60 * 60 * 1000;

export const friendRequestThrottling: ThrottlerModuleOptions = {
  throttlers: [{ name: 'friend-requests', limit: FRIEND_REQUESTS_PER_WINDOW, ttl: FRIEND_REQUEST_WINDOW_MS }],
  errorMessage: (_context: ExecutionContext, { timeToBlockExpire }) =>
    `You have sent ${FRIEND_REQUESTS_PER_WINDOW} friend requests within an hour, which is the limit. ` +
    `Please try again in ${Math.max(1, Math.ceil(timeToBlockExpire / 60))} minutes.`,
};

/** Counts per signed-in person rather than per IP address. */
@Injectable()
export class FriendRequestThrottle extends ThrottlerGuard {
  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    return (request.user as SignedInUser).id;
  }
}
