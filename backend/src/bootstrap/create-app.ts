// Builds the HTTP application: the API under /api, the development OpenID provider under /oidc
// when no external one is configured, and the built SPA everywhere else.
import { type INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { QueryBus } from '@nestjs/cqrs';
import type { AppConfig } from '#src/config/app-config';
import { ConfigurationError } from '#src/config/environment-settings';
import { AppModule } from '#src/app.module';
import { DEV_OIDC_MOUNT_PATH, createDevOidcProvider } from '#src/modules/auth/dev-oidc/dev-oidc-provider';
import { SignedInSessions } from '#src/modules/auth/signed-in-sessions';
import { Users } from '#src/modules/auth/users';
import { ACTIVE_TIMER_POLL_PATH, activeTimerPoll } from '#src/modules/timer/active-timer-poll';
import type { Clock } from '#src/shared/clock/clock';
import { AllErrorsFilter } from '#src/shared/http/all-errors.filter';
import { AnswersUnderWay } from '#src/shared/http/answers-under-way';
import { refuseCrossSiteWrites } from '#src/shared/http/cross-site-writes';
import { jsonBody } from '#src/shared/http/json-body';
import { pathOf } from '#src/shared/http/request-path';
import { serveAheadOfExpress } from '#src/shared/http/served-ahead';
import { answerUnparsableRequests } from '#src/shared/http/unparsable-requests';
import { QUEUE_BOARD_PATH, mountQueueBoard } from '#src/shared/jobs/queue-board';
import { type AppLogging, appLogging, requestLogging, silentLogging } from '#src/shared/logging/app-logging';
import { createValidationPipe } from '#src/shared/http/validation';
import { serveApiDocs } from './api-docs/serve-api-docs';
import { API_PREFIX, HEALTH_PATH, placeRoutes } from './route-prefix';
import { appSecurityHeaders } from './security-headers';
import { serveSinglePageApp } from './serve-spa';

export interface CreateAppOptions {
  readonly config: AppConfig;
  readonly databaseUrl: string;
  readonly clock?: Clock;
  /** The process's logging (main.ts made it); by default, logging as the configuration says. */
  readonly logging?: AppLogging;
  /** Tests silence the app: no log lines at all. */
  readonly logger?: false;
}

export async function createApp(options: CreateAppOptions): Promise<INestApplication> {
  const { config } = options;
  if (!config.sessionSecret) {
    throw new ConfigurationError(
      'SESSION_SECRET (or SESSION_SECRET_FILE, a file holding it) must be set when NODE_ENV=production: a long random string, such as the output of openssl rand -hex 32.',
    );
  }
  const logging = options.logger === false ? silentLogging() : (options.logging ?? appLogging(config.logging));
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({
      config,
      databaseUrl: options.databaseUrl,
      clock: options.clock,
    }),
    { bodyParser: false, logger: options.logger === false ? false : logging.nest },
  );
  answerUnparsableRequests(app.getHttpServer());
  if (config.trustProxy) app.set('trust proxy', 1);
  app.disable('x-powered-by');
  const headers = appSecurityHeaders(config.publicUrl);
  app.use(headers);
  const [sessions, users] = [app.get(SignedInSessions), app.get(Users)];
  // Ahead of Express itself, with only the headers before it: every open dashboard sends this once a
  // second (see active-timer-poll.ts). Its answers are not logged line by line, as health probes are
  // not: they would be most of the log (docs/operations.md, Logs); a poll that fails is logged by
  // answerError.
  const poll = {
    path: `/${API_PREFIX}/${ACTIVE_TIMER_POLL_PATH}`,
    get: activeTimerPoll(app.get(QueryBus), (request) => sessions.sessionIdOf(request)),
  };
  serveAheadOfExpress(app.getHttpServer(), headers, [poll]);
  // An import works in turns, each of which waits for the answers under way: imports are not among them.
  app
    .get(AnswersUnderWay)
    .follow(app.getHttpServer(), (request) => pathOf(request.url).startsWith(`/${API_PREFIX}/import`));
  app.getHttpAdapter().getInstance().get(poll.path, poll.get);
  app.use(requestLogging(logging));

  if (!config.oidc.issuerUrl) {
    const issuer = `${config.publicUrl}${DEV_OIDC_MOUNT_PATH}`;
    app.use(
      DEV_OIDC_MOUNT_PATH,
      await createDevOidcProvider({
        issuer,
        clientId: config.oidc.clientId,
        clientSecret: config.oidc.clientSecret,
        redirectUri: `${config.publicUrl}/${API_PREFIX}/callback`,
        production: config.production,
        trustProxy: config.trustProxy,
      }),
    );
  }

  app.use([`/${API_PREFIX}`, QUEUE_BOARD_PATH], refuseCrossSiteWrites(config.publicUrl));
  app.use(`/${API_PREFIX}`, jsonBody());
  mountQueueBoard(app, config.adminEmails, async (request) => {
    const id = await sessions.personOf(request);
    return id === undefined ? null : users.verifiedEmailOf(id);
  });
  serveApiDocs(app);
  serveSinglePageApp(app, config.frontendDist, [
    `/${API_PREFIX}`,
    `/${HEALTH_PATH}`,
    DEV_OIDC_MOUNT_PATH,
    QUEUE_BOARD_PATH,
  ]);

  placeRoutes(app);
  app.useGlobalFilters(new AllErrorsFilter());
  app.useGlobalPipes(createValidationPipe());
  return app;
}

export function logStartupChoices(config: AppConfig, databaseEmbedded: boolean): void {
  const logger = new Logger('Pause');
  logger.log(
    databaseEmbedded
      ? `Database: embedded PostgreSQL (PGlite) with data in ${config.dataDir}; set DATABASE_URL to use a PostgreSQL server.`
      : 'Database: PostgreSQL from DATABASE_URL.',
  );
  logger.log(
    config.redisUrl
      ? 'Background jobs: BullMQ on Redis from REDIS_URL.'
      : 'Background jobs: in-process; set REDIS_URL to run them on BullMQ and Redis.',
  );
  logger.log(
    config.oidc.issuerUrl
      ? `Sign-in: OpenID provider ${config.oidc.issuerUrl}.`
      : `Sign-in: development OpenID provider at ${config.publicUrl}${DEV_OIDC_MOUNT_PATH}; set OIDC_ISSUER_URL to use a real one.`,
  );
}
