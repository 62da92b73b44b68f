// Turns every error into the single shape {statusCode, error, message}. Domain refusals map by kind; a
// database that is not answering is a 503 to try again; anything else unexpected is logged and
// answered as a 500 without its details.
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { DomainError, type DomainErrorKind } from '../deciders/domain-error';
import { type ErrorBody, errorBody } from './error-body';
import { safeDescription } from '../logging/safe-description';

/** Seconds a client should wait before trying again after a 503. */
const RETRY_AFTER_SECONDS = 1;

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  'not-found': 404,
  conflict: 409,
};

@Catch()
export class AllErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (response.headersSent) return;
    if (body.statusCode === 503) response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof DomainError) {
      return errorBody(STATUS_BY_KIND[exception.kind], exception.message);
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      const message =
        typeof payload === 'object' && payload !== null && 'message' in payload
          ? (payload as { message: string | string[] }).message
          : exception.message;
      return errorBody(status, message);
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`Answered 503: the database is not answering (${safeDescription(exception)}).`);
      return errorBody(503, 'The database is not answering for a moment. Please try again in a few seconds.');
    }
    this.logger.error(safeDescription(exception, { withStack: true }));
    return errorBody(500, 'Something went wrong on our side. Please try again in a moment.');
  }
}
