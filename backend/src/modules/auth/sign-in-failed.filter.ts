// A sign-in that the provider or the person abandoned sends the browser home, not to a JSON error.
import { type ArgumentsHost, Catch, type ExceptionFilter, Logger, UnauthorizedException } from '@nestjs/common';
import type { Response } from 'express';

@Catch(UnauthorizedException)
export class SignInFailedFilter implements ExceptionFilter {
  private readonly logger = new Logger('SignIn');

  catch(exception: UnauthorizedException, host: ArgumentsHost): void {
    this.logger.warn(`Sign-in did not complete: ${exception.message}`);
    host.switchToHttp().getResponse<Response>().redirect('/?signIn=failed');
  }
}
