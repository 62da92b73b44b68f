// Sign-in attempts (/api/login and /api/callback together) are limited per client address, so nobody
// can hammer the provider or the sign-in flow. The address is the one Express reports: the peer's,
// or with TRUST_PROXY=true the one the reverse proxy names in X-Forwarded-For (IPv6 addresses counted
// by their /56, what one home or office is given). The limit looks at the last minute: over it, a 429
// in the single error shape says, in seconds and in Retry-After, when an attempt frees up. Counts live
// in each web process's memory, like the friend-request limit's (docs/decisions.md).
import { type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { ThrottlerException, type ThrottlerLimitDetail, type ThrottlerOptions } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { NamedThrottle } from '#src/shared/http/named-throttle';

const SIGN_IN_ATTEMPTS = 'sign-in-attempts';
const WINDOW_MS = 60_000;
/** The prefix an ISP hands one customer, commonly: a household's devices count as one address. */
const IPV6_PREFIX_OF_ONE_CUSTOMER = 56;

/** The limit, registered with the app's others (app.module.ts); SIGN_IN_ATTEMPTS_PER_MINUTE sets it. */
export function signInAttemptLimit(attemptsPerMinute: number): ThrottlerOptions {
  // No block beyond the window: each attempt counts for a minute, then frees a place (blockDuration 0).
  return { name: SIGN_IN_ATTEMPTS, limit: attemptsPerMinute, ttl: WINDOW_MS, blockDuration: 0, setHeaders: false };
}

@Injectable()
export class SignInAttemptThrottle extends NamedThrottle {
  protected readonly throttlerName = SIGN_IN_ATTEMPTS;
  private readonly signInLogger = new Logger('SignIn');
  private warnedAboutProxy = false;

  override async onModuleInit(): Promise<void> {
    await super.onModuleInit();
    this.ipv6SubnetPrefix = IPV6_PREFIX_OF_ONE_CUSTOMER;
  }

  protected override async getTracker(request: Request): Promise<string> {
    if (!this.warnedAboutProxy && request.headers['x-forwarded-for'] && !request.app.get('trust proxy')) {
      this.warnedAboutProxy = true;
      this.signInLogger.warn(
        'A sign-in attempt came through a proxy (X-Forwarded-For) while TRUST_PROXY is off: attempts are counted ' +
          "for the proxy's address, everyone's together. Set TRUST_PROXY=true if Pause is behind one reverse proxy.",
      );
    }
    return super.getTracker(request);
  }

  /** The login and the callback share one count per address, whichever route is asked. */
  protected override generateKey(_: ExecutionContext, tracker: string, name: string): string {
    return `${name}:${tracker}`;
  }

  protected override async throwThrottlingException(
    context: ExecutionContext,
    { timeToBlockExpire }: ThrottlerLimitDetail,
  ): Promise<void> {
    const seconds = Math.max(1, timeToBlockExpire);
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
    throw new ThrottlerException(
      `Too many sign-in attempts from your network in the last minute. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    );
  }
}
