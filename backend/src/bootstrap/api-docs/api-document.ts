// The OpenAPI document of every route, generated from the controllers and their DTOs. Each route states
// its success and the errors it answers of its own accord; the errors that come from the app's shared
// rules are added here, by the same rules: the guard (401 without a session, unless @PublicRoute()),
// the body parser and the cross-site check on writes (400, 403, 413), the error filter (503 while the
// database does not answer), the validation pipe (400 for a malformed parameter or field).
import type { INestApplication } from '@nestjs/common';
import {
  DocumentBuilder,
  type OpenAPIObject,
  type OperationObject,
  type ResponseObject,
  SwaggerModule,
  getSchemaPath,
} from '@nestjs/swagger';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_COOKIE } from '#src/modules/auth/signed-in-sessions';
import { ACTIVE_TIMER_POLL_PATH, activeTimerPollDocumentation } from '#src/modules/timer/active-timer-poll';
import { ErrorAnswer } from '#src/shared/http/api-answers';
import { PUBLIC_ROUTE_EXTENSION } from '#src/shared/http/public-route';

const SESSION_SCHEME = 'session';
const API_PREFIX = '/api/';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const WRITES = new Set<string>(['post', 'put', 'patch', 'delete']);

/** The answers of the shared rules, by when they apply. */
const SHARED_ANSWERS = {
  signedIn: {
    401: 'Not signed in, or the session has ended: sign in again (GET /api/login).',
    503: 'The database is not answering for a moment: try again after the seconds in Retry-After.',
  },
  write: {
    400: 'The body is not a JSON object, is nested more than 32 levels, or holds text that cannot be stored (a NUL, half a surrogate pair).',
    403: "Sent from another site's page (its Origin or Sec-Fetch-Site is not Pause's own): refused against cross-site request forgery.",
    413: 'The body is larger than 16 kB.',
  },
  input: {
    400: 'A parameter or field is missing, malformed, or not one this call accepts: the message names each.',
  },
} as const;

export function buildApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Pause API')
    .setDescription(
      [
        'The API of Pause, the work-life balance timer. Every call but sign-in, sign-out and the health check needs',
        `the session cookie (${SESSION_COOKIE}) that signing in through GET /api/login sets: in this page, sign in to`,
        'Pause in the same browser first, and "Try it out" sends it. Every error has one shape, ErrorAnswer:',
        '{statusCode, error, message}, with a message a person can act on.',
      ].join(' '),
    )
    .setVersion(backendVersion())
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }, SESSION_SCHEME)
    .addSecurityRequirements(SESSION_SCHEME)
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    extraModels: [ErrorAnswer, activeTimerPollDocumentation.answerModel],
  });
  // Served outside Nest (active-timer-poll.ts), so Nest's scan cannot see it.
  document.paths[`${API_PREFIX}${ACTIVE_TIMER_POLL_PATH}`] = { get: activeTimerPollDocumentation.operation() };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) addSharedAnswers(path, method, operation);
    }
  }
  return document;
}

function addSharedAnswers(path: string, method: string, operation: OperationObject): void {
  const extensions = operation as unknown as Record<string, unknown>;
  const isPublic = extensions[PUBLIC_ROUTE_EXTENSION] === true;
  delete extensions[PUBLIC_ROUTE_EXTENSION];
  if (isPublic) operation.security = [];
  const underApi = path.startsWith(API_PREFIX);
  if (underApi && !isPublic) addAnswers(operation, SHARED_ANSWERS.signedIn);
  if (underApi && WRITES.has(method)) addAnswers(operation, SHARED_ANSWERS.write);
  if ((operation.parameters ?? []).length > 0 || operation.requestBody) addAnswers(operation, SHARED_ANSWERS.input);
}

/** A status the route already names keeps its own words after the shared ones. */
function addAnswers(operation: OperationObject, answers: Record<number, string>): void {
  for (const [status, description] of Object.entries(answers)) {
    const own = operation.responses[status] as ResponseObject | undefined;
    operation.responses[status] = {
      description: own ? `${description} ${own.description}` : description,
      content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorAnswer) } } },
    };
  }
}

function backendVersion(): string {
  const manifest = join(__dirname, '..', '..', '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}
