// Sign-in attempts (/api/login and /api/callback together) are limited per client address, so nobody
// can hammer the provider or the sign-in flow. The address is the one Express reports: the peer's,
// or with TRUST_PROXY=true the one the reverse proxy names in X-Forwarded-For. Over the limit, a 429
// in the single error shape says when to try again. Counts live in each web process's memory, like
// the friend-request limit (docs/decisions.md).
import { Logger } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import { type RateLimitInfo, rateLimit } from 'express-rate-limit';
import { errorBody } from '../../shared/http/error-body';

const WINDOW_MS = 60_000;

export function signInRateLimit(attemptsPerMinute: number): RequestHandler {
  const logger = new Logger('SignIn');
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: attemptsPerMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (request: Request, response: Response) => {
      const { rateLimit: counted } = request as Request & { rateLimit?: RateLimitInfo };
      const resetTime = counted?.resetTime?.getTime() ?? Date.now() + WINDOW_MS;
      const seconds = Math.max(1, Math.ceil((resetTime - Date.now()) / 1000));
      response.setHeader('Retry-After', String(seconds));
      response
        .status(429)
        .json(
          errorBody(
            429,
            `Too many sign-in attempts from your network in the last minute. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
          ),
        );
    },
    // Its checks of the deployment (a proxy's X-Forwarded-For while TRUST_PROXY is off, say) say so in
    // one warning line each; Express's "trust proxy" is what TRUST_PROXY=true sets.
    logger: {
      warn: (error: unknown) => logger.warn(`Sign-in rate limit: ${messageOf(error)}`),
      error: (error: unknown) => logger.warn(`Sign-in rate limit: ${messageOf(error)}`),
    },
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
