// Nest's side of the single error shape: every error a controller, guard or pipe throws is answered by
// answerError.
import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { answerError } from './error-answer';

@Catch()
export class AllErrorsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    answerError(host.switchToHttp().getResponse<Response>(), exception);
  }
}
