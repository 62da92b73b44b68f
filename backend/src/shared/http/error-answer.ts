// How any error becomes an answer in the single shape {statusCode, error, message}. Domain refusals map
// by kind, with the facts a few of them carry beside the message; a body parser's refusal (too large,
// not readable) is the client's 4xx; an upload the client cut off is logged as the client's doing at
// info, never as a fault; a database that is not answering is a 503 to try again; anything else
// unexpected is logged and answered as a 500 without its details. Nest's filter and the routes served
// ahead of Express share it.
import { HttpException, Logger } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { isDatabaseUnavailable } from '#src/shared/database/database-unavailable';
import { DomainError, type DomainErrorKind } from '#src/shared/deciders/domain-error';
import { safeDescription } from '#src/shared/logging/safe-description';
import { describeBodyParserRefusal, isBodyParserRefusal } from './body-parser-refusals';
import { type ErrorBody, errorBody } from './error-body';
import { answerJson } from './json-answer';
import { UploadCutOff } from './received-body';

/** Seconds a client should wait before trying again after a 503. */
const RETRY_AFTER_SECONDS = 1;

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
};

const logger = new Logger('HTTP');

export function answerError(response: ServerResponse, error: unknown): void {
  const body = errorBodyOf(error);
  if (response.headersSent) return;
  if (body.statusCode === 503) response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  answerJson(response, body.statusCode, body);
}

function errorBodyOf(error: unknown): ErrorBody {
  if (error instanceof DomainError) {
    return errorBody(STATUS_BY_KIND[error.kind], error.message, { dated: error.dated, details: error.details });
  }
  if (error instanceof UploadCutOff) {
    logger.log(error.message);
    return errorBody(error.getStatus(), error.message);
  }
  if (error instanceof HttpException) {
    const payload = error.getResponse();
    const message =
      typeof payload === 'object' && payload !== null && 'message' in payload
        ? (payload as { message: string | string[] }).message
        : error.message;
    return errorBody(error.getStatus(), message);
  }
  if (isBodyParserRefusal(error)) {
    return errorBody(error.status, describeBodyParserRefusal(error));
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn(`Answered 503: the database is not answering (${safeDescription(error)}).`);
    return errorBody(503, 'The database is not answering for a moment. Please try again in a few seconds.');
  }
  logger.error(safeDescription(error, { withStack: true }));
  return errorBody(500, 'Something went wrong on our side. Please try again in a moment.');
}
