// "Delete my account" (docs/privacy.md): the person confirms by typing their email; the account is
// forgotten and this browser's cookie cleared, while every other device's session already ended with it.
import { Body, Controller, Delete, HttpCode, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { ErrorAnswers } from '#src/shared/http/api-answers';
import { CurrentUser, RequestMetadata, type SignedInUser } from '#src/shared/http/current-user';
import { SignedInSessions } from '#src/modules/auth/signed-in-sessions';
import { DeleteAccountRequest } from './account-deletion.dto';
import { DeleteAccount } from './delete-account.handler';

@Controller()
export class AccountDeletionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: SignedInSessions,
  ) {}

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
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    await this.commands.execute(new DeleteAccount(user.id, body.confirmation, metadata));
    // Every session row went with the account; this browser's sign-out clears its cookie too.
    await this.sessions.end(request, response);
  }
}
