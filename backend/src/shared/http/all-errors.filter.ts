// Turns every error into the single shape {statusCode, error, message}. Domain refusals map by kind;
// anything unexpected is logged and answered as a 500 without its details.
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, type DomainErrorKind } from '../deciders/domain-error';
import { type ErrorBody, errorBody } from './error-body';

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
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    return errorBody(500, 'Something went wrong on our side. Please try again in a moment.');
  }
}
