// Spec §7's sign-in calls and the current person.
import { Body, Controller, Get, NotFoundException, Patch, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser, type SignedInUser } from '../../shared/http/current-user';
import { UpdateUserRequest } from './auth.dto';
import { SESSION_COOKIE } from './http-session';
import { OidcGuard } from './oidc.guard';
import { PublicRoute } from '../../shared/http/public-route';
import { SignInFailedFilter } from './sign-in-failed.filter';
import { Users } from './users';

@Controller()
export class AuthController {
  constructor(private readonly users: Users) {}

  @Get('login')
  @PublicRoute()
  @UseGuards(OidcGuard)
  login(): void {
    // The guard has already redirected the browser to the provider.
  }

  @Get('callback')
  @PublicRoute()
  @UseFilters(SignInFailedFilter)
  @UseGuards(OidcGuard)
  callback(@Res() response: Response): void {
    response.redirect('/');
  }

  @Get('logout')
  @PublicRoute()
  logout(@Req() request: Request, @Res() response: Response): void {
    request.logout(() => {
      request.session.destroy(() => {
        response.clearCookie(SESSION_COOKIE);
        response.redirect('/');
      });
    });
  }

  @Get('auth/user')
  currentUser(@CurrentUser() user: SignedInUser): SignedInUser {
    return user;
  }

  @Patch('auth/user')
  async updateCurrentUser(@CurrentUser() user: SignedInUser, @Body() body: UpdateUserRequest): Promise<SignedInUser> {
    const updated = await this.users.setTimeZone(user.id, body.timeZone);
    if (!updated) throw new NotFoundException('Your account no longer exists.');
    return updated;
  }
}
