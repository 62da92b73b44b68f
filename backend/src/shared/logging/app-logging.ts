// What the web app and the worker write: one line per request (method, path without query values,
// status, duration, request id) and one per event worth telling, as JSON for log collectors, or
// readable lines on a terminal. Nothing a person typed is ever logged: no bodies, no query values, no
// headers (cookies and authorization least of all), and errors only through safeDescription. The
// command-line tools keep their own human output and do not use this. See docs/security.md.
import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Logger as PinoNestLogger, PinoLogger } from 'nestjs-pino';
import { Store, storage } from 'nestjs-pino/storage';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DestinationStream, type Logger as RootLogger, pino } from 'pino';
import { pinoHttp } from 'pino-http';
import pinoPretty from 'pino-pretty';
import type { LoggingSettings } from './log-settings';
import { assignRequestId } from './request-id';
import { safeDescription } from './safe-description';
import { pathOf } from '#src/shared/http/request-path';

export interface AppLogging {
  /** The lines the app writes, in or out of a request. */
  readonly root: RootLogger;
  /** The same, for Nest and every `new Logger(context)`. */
  readonly nest: LoggerService;
}

/** Health probes come every few seconds from load balancers and orchestrators; they log nothing. */
const UNLOGGED_PATH = /^\/health(?:[/?]|$)/;
/**
 * The status logged for a request whose client closed the connection before its answer was written:
 * nginx's "client closed request". Nothing was sent, so the status set so far would tell nothing true.
 */
export const CLIENT_CLOSED_REQUEST = 499;
/** Paths longer than this (junk, mostly) are cut in the log. */
const MOST_LOGGED_PATH = 300;
/** Nest's own start-up chatter (modules loaded, every route mapped): left out, so the start reads in a few lines. */
const NEST_START_UP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/** The process's logging: set once by the web app or the worker; the jobs' log fields use it. */
let processLogging: AppLogging | undefined;

export function appLogging(settings: LoggingSettings, destination?: DestinationStream): AppLogging {
  const format = settings.format ?? (process.stdout.isTTY ? 'pretty' : 'json');
  const root = pino(
    {
      level: settings.level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: (error: unknown) => ({ message: safeDescription(error, { withStack: true }) }) },
      // Nothing logs headers; should anything ever pass a request or response whole, these are cut.
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'headers.cookie'],
        censor: '[redacted]',
      },
    },
    destination ?? (format === 'pretty' ? prettyLines() : pino.destination({ dest: 1, sync: true })),
  );
  processLogging = { root, nest: nestLoggerOn(root) };
  return processLogging;
}

/** Logging that writes nothing, for tests that silence the app. */
export function silentLogging(): AppLogging {
  const root = pino({ level: 'silent' });
  return { root, nest: nestLoggerOn(root) };
}

/**
 * The first middleware of the web app: gives each request its id, writes its line when the answer is
 * sent, and makes every line logged while it is handled carry its id.
 */
export function requestLogging(logging: AppLogging): RequestHandler[] {
  const lines = pinoHttp({
    logger: logging.root,
    genReqId: assignRequestId,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    autoLogging: { ignore: (request) => UNLOGGED_PATH.test(request.url ?? '') },
    customLogLevel: (_request, response, error) => (error || loggedStatus(response) >= 500 ? 'error' : 'info'),
    customSuccessObject: (request, response, fields) => requestLine(request, response, fields),
    customErrorObject: (request, response, _error, fields) => requestLine(request, response, fields),
    customSuccessMessage: requestMessage,
    customErrorMessage: (request, response) => requestMessage(request, response),
  });
  const withRequestContext = (request: Request, _response: Response, next: NextFunction) =>
    storage.run(new Store(request.log), next);
  return [lines as unknown as RequestHandler, withRequestContext];
}

/**
 * Runs `work` with these fields, and no request's, on every line it logs: a job's own id and the id of
 * the request that caused it, whatever context it was started from.
 */
export function withLogFields<T>(fields: Record<string, unknown>, work: () => Promise<T>): Promise<T> {
  const root = processLogging?.root;
  return root ? storage.run(new Store(root.child(fields)), work) : work();
}

/** The request's line, from pino-http's fields (of which only the duration is kept: never `err` or `res`). */
function requestLine(request: IncomingMessage, response: ServerResponse, fields: { responseTime?: number }) {
  return {
    method: request.method,
    path: loggedPath(request),
    status: loggedStatus(response),
    durationMs: fields.responseTime,
  };
}

function requestMessage(request: IncomingMessage, response: ServerResponse): string {
  const status = loggedStatus(response);
  const gone = status === CLIENT_CLOSED_REQUEST ? ' (the client closed the connection first)' : '';
  return `${request.method} ${loggedPath(request)} ${status}${gone}`;
}

/** The status sent, or 499 when the line is written because the connection closed before the answer ended. */
function loggedStatus(response: ServerResponse): number {
  return response.writableFinished ? response.statusCode : CLIENT_CLOSED_REQUEST;
}

/** The path, and of the query only its keys: `/api/analytics/daily?startDate&endDate`. */
export function loggedPath(request: IncomingMessage & { originalUrl?: string }): string {
  const url = request.originalUrl ?? request.url ?? '';
  const path = pathOf(url);
  const query = url.length > path.length ? url.slice(path.length + 1) : undefined;
  const keys =
    query === undefined
      ? ''
      : `?${query
          .split('&')
          .map((pair) => pair.split('=', 1)[0])
          .join('&')}`;
  const logged = `${path}${keys}`;
  return logged.length > MOST_LOGGED_PATH ? `${logged.slice(0, MOST_LOGGED_PATH)}…` : logged;
}

function prettyLines(): DestinationStream {
  return pinoPretty({
    sync: true,
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,context,requestId,method,path,status,durationMs',
    messageFormat: '{if context}{context}: {end}{msg}',
  });
}

function nestLoggerOn(root: RootLogger): LoggerService {
  return new AppNestLogger(new RootedPinoLogger(root), {});
}

/**
 * nestjs-pino's logger writes through the request's logger in a request, otherwise through one root
 * it keeps for the whole process (the first it was given); this one keeps its own.
 */
class RootedPinoLogger extends PinoLogger {
  constructor(private readonly root: RootLogger) {
    super({ pinoHttp: { logger: root } });
  }

  override get logger(): RootLogger {
    return storage.getStore()?.logger ?? this.root;
  }
}

/** nestjs-pino's Nest logger, without Nest's start-up chatter. */
class AppNestLogger extends PinoNestLogger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams[optionalParams.length - 1];
    if (typeof context === 'string' && NEST_START_UP_CONTEXTS.has(context)) return;
    super.log(message, ...optionalParams);
  }
}
