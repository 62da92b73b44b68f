// Spec §7's sign-in calls and the current person. Sign-in never ends on an error page: whatever goes
// wrong sends the browser to the landing page with the reason (`/?signIn=<reason>`), and the log says why.
import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Inject,
  Logger,
  NotFoundException,
  Patch,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config';
import { ErrorAnswers } from '#src/shared/http/api-answers';
import { isCrossSiteNavigation, ownOrigins } from '#src/shared/http/cross-site-writes';
import { CurrentUser, type SignedInUser } from '#src/shared/http/current-user';
import { PublicRoute } from '#src/shared/http/public-route';
import { SignedInUserAnswer, UpdateUserRequest } from './auth.dto';
import { canonicalHostForLogin } from './canonical-host';
import { readPendingSignIns, writePendingSignIns } from './pending-sign-in-cookie';
import { rememberSignIn, takeSignIn } from './pending-sign-ins';
import { providerLogoutUrl } from './provider-logout';
import { authorizationRequest, completeSignIn } from './sign-in-flow';
import { SignInAttemptThrottle } from './sign-in-attempt-throttle';
import { SignInFailure, signInFailureOf } from './sign-in-failure';
import { SignInProvider } from './sign-in-provider';
import { renderSignOutQuestion } from './sign-out-question';
import { SignedInSessions } from './signed-in-sessions';
import { Users } from './users';

/** The answer of the per-address limit on sign-in attempts (sign-in-attempt-throttle.ts). */
const TOO_MANY_SIGN_INS = 'Too many sign-in attempts from this address: try again after the seconds in Retry-After.';

@Controller()
export class AuthController {
  private readonly logger = new Logger('SignIn');
  private warnedAboutHost = false;

  constructor(
    private readonly users: Users,
    private readonly sessions: SignedInSessions,
    private readonly provider: SignInProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('login')
  @PublicRoute()
  @UseGuards(SignInAttemptThrottle)
  @ApiOperation({ summary: 'Start signing in (a browser navigation, not a call)' })
  @ApiFoundResponse({
    description:
      "To the OpenID provider's sign-in page; or to PUBLIC_URL's host first; or, when the provider cannot be reached, to /?signIn=unavailable.",
    headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string' } } },
  })
  @ErrorAnswers({ 429: TOO_MANY_SIGN_INS })
  async login(@Req() request: Request, @Res() response: Response): Promise<void> {
    const host = canonicalHostForLogin(request.host, this.config.publicUrl, request.query);
    if (host.action === 'redirect') return response.redirect(host.location);
    if (host.action === 'continue-on-other-host' && !this.warnedAboutHost) {
      this.warnedAboutHost = true;
      this.logger.warn(
        `Sign-in started on host ${host.host}, not on PUBLIC_URL's (${this.config.publicUrl}), even after a redirect there. ` +
          'If a proxy rewrites the Host header, have it pass the original (or set TRUST_PROXY=true and X-Forwarded-Host).',
      );
    }
    try {
      const configuration = await this.provider.configuration();
      if (!configuration) throw this.unavailable();
      const { url, pending } = await authorizationRequest(configuration, this.redirectUri(), this.now(), {
        // The development provider asks every time, so signing out and in again can switch person.
        ...(this.config.oidc.issuerUrl ? {} : { prompt: 'login' }),
      });
      const started = rememberSignIn(readPendingSignIns(request, this.secret()), pending, this.now());
      writePendingSignIns(request, response, started, this.secret());
      response.redirect(url.href);
    } catch (error) {
      this.signInFailed(response, signInFailureOf(error, 'authorization request'));
    }
  }

  @Get('callback')
  @PublicRoute()
  @UseGuards(SignInAttemptThrottle)
  @ApiOperation({ summary: 'Where the OpenID provider sends the browser back' })
  @ApiFoundResponse({
    description:
      'To / once signed in (the session cookie set), or to /?signIn=<reason> when the sign-in failed (the log says why).',
    headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string' } } },
  })
  @ErrorAnswers({ 429: TOO_MANY_SIGN_INS })
  async callback(@Req() request: Request, @Res() response: Response): Promise<void> {
    try {
      const { taken: pending, remaining } = takeSignIn(
        readPendingSignIns(request, this.secret()),
        request.query.state,
        this.now(),
      );
      writePendingSignIns(request, response, remaining, this.secret());
      if (!pending) {
        throw new SignInFailure(
          'failed',
          'callback',
          'no sign-in with this state was started in this browser (forged, expired, already used, or begun on another host name)',
        );
      }
      const configuration = this.provider.current();
      if (!configuration) throw this.unavailable();
      const callbackUrl = new URL(request.originalUrl, this.config.publicUrl);
      const { claims, idToken } = await completeSignIn(configuration, callbackUrl, pending);
      const user = await this.users.upsertFromClaims(configuration.serverMetadata().issuer, claims);
      // The ID token is kept only to be handed back to the provider at sign-out.
      await this.sessions.start(request, response, user.id, this.config.oidc.providerLogout ? idToken : undefined);
      response.redirect('/');
    } catch (error) {
      this.signInFailed(response, signInFailureOf(error, 'callback'));
    }
  }

  @Get('logout')
  @PublicRoute()
  @ApiOperation({ summary: 'Sign out (a browser navigation)' })
  @ApiFoundResponse({
    description:
      "The session ended; to the provider's end-session page when it has one (OIDC_PROVIDER_LOGOUT), else to /.",
    headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string' } } },
  })
  async logout(@Req() request: Request, @Res() response: Response): Promise<void> {
    // The spec's Sign Out is a navigation to this address; another site's link to it asks first.
    if (this.sentByAnotherSite(request) && (await this.sessions.personOf(request)) !== undefined) {
      response.status(200).type('html').setHeader('Cache-Control', 'no-store').send(renderSignOutQuestion());
      return;
    }
    const ended = await this.sessions.end(request, response);
    const destination =
      ended && this.config.oidc.providerLogout
        ? providerLogoutUrl(
            this.provider.current(),
            this.config.oidc.clientId,
            `${this.config.publicUrl}/`,
            ended.idTokenHint,
          )
        : undefined;
    response.redirect(destination ?? '/');
  }

  @Get('auth/user')
  @ApiOperation({ summary: 'The signed-in person' })
  @ApiOkResponse({ type: SignedInUserAnswer, description: 'Who is signed in.' })
  currentUser(@CurrentUser() user: SignedInUser): SignedInUser {
    return user;
  }

  @Patch('auth/user')
  @ApiOperation({ summary: "Set the person's time zone or forgotten-timer limit" })
  @ApiOkResponse({ type: SignedInUserAnswer, description: 'The person, updated.' })
  @ErrorAnswers({ 404: 'The account no longer exists.' })
  async updateCurrentUser(@CurrentUser() user: SignedInUser, @Body() body: UpdateUserRequest): Promise<SignedInUser> {
    if (body.timeZone === undefined && body.forgottenTimerLimitHours === undefined) {
      throw new BadRequestException('Send timeZone or forgottenTimerLimitHours to change.');
    }
    const updated = await this.users.updateChoices(user.id, body);
    if (!updated) throw new NotFoundException('Your account no longer exists.');
    return updated;
  }

  private sentByAnotherSite(request: Request): boolean {
    return isCrossSiteNavigation(
      { fetchSite: request.get('sec-fetch-site'), origin: request.get('origin'), referer: request.get('referer') },
      ownOrigins(request, this.config.publicUrl),
    );
  }

  private unavailable(): SignInFailure {
    const cause = this.provider.unavailableBecause();
    return new SignInFailure(
      cause?.reason === 'misconfigured' ? 'misconfigured' : 'unavailable',
      'discovery',
      `the provider's configuration is not known yet${cause ? `: ${cause.detail}` : ''}`,
    );
  }

  private signInFailed(response: Response, failure: SignInFailure): void {
    this.logger.warn(failure.message);
    if (!response.headersSent) response.redirect(`/?signIn=${failure.reason}`);
  }

  /** createApp refuses to start without it. */
  private secret(): string {
    if (!this.config.sessionSecret) throw new Error('SESSION_SECRET is not set.');
    return this.config.sessionSecret;
  }

  private redirectUri(): string {
    return `${this.config.publicUrl}/api/callback`;
  }

  /**
   * A sign-in attempt's age is measured in real time, whatever clock the app's days run on: tests and
   * benchmarks move that one (a benchmark's moves hours per reading), and an attempt must not expire
   * because of it.
   */
  private now(): number {
    return Date.now();
  }
}
