// "Delete my account" (docs/privacy.md): the person confirms by typing their email; the account is
// forgotten and this browser's cookie cleared, while every other device's session already ended with it.
import { Body, Controller, Delete, HttpCode, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import type { EventMetadata } from '../../../shared/event-store/stored-event';
import { ErrorAnswers } from '../../../shared/http/api-answers';
import { CurrentUser, RequestMetadata, type SignedInUser } from '../../../shared/http/current-user';
import { SESSION_COOKIE } from '../http-session';
import { DeleteAccountRequest } from './account-deletion.dto';
import { DeleteAccount } from './delete-account.handler';

@Controller()
export class AccountDeletionController {
  constructor(private readonly commands: CommandBus) {}

  @Delete('auth/user')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete the account for good, and sign out everywhere' })
  @ApiNoContentResponse({ description: 'Deleted: every session ended and this browser signed out.' })
  @ErrorAnswers({
    400: 'The confirmation is not the account’s email (or the words for an account without one).',
    404: 'The account no longer exists.',
  })
  async delete(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Body() body: DeleteAccountRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    await this.commands.execute(new DeleteAccount(user.id, body.confirmation, metadata));
    // Every session row went with the account; this browser forgets its cookie too.
    response.clearCookie(SESSION_COOKIE);
  }
}
