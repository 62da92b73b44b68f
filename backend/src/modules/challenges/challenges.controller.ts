// HTTP face of challenges: spec §7's two challenge calls.
import { Body, Controller, Get, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { ErrorAnswers } from '#src/shared/http/api-answers';
import { CurrentUser, RequestMetadata, type SignedInUser, timeZoneOf } from '#src/shared/http/current-user';
import { ChallengeAnswer, IssueChallengeRequest } from './challenges.dto';
import { IssueChallenge } from './commands/issue-challenge.handler';
import { type ChallengeView, GetChallenges } from './read-models/challenges/get-challenges.handler';

@Controller('challenges')
export class ChallengesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The challenges the person issued or received' })
  @ApiOkResponse({ description: 'Latest week first.', type: [ChallengeAnswer] })
  challenges(@CurrentUser() user: SignedInUser): Promise<ChallengeView[]> {
    return this.queries.execute(new GetChallenges(user.id));
  }

  @Post()
  @ApiOperation({ summary: 'Challenge a friend to the better-balanced week' })
  @ApiCreatedResponse({ description: 'The challenge, active.', type: ChallengeAnswer })
  @ErrorAnswers({
    400: 'The friend is yourself, or the week is before this one or too far ahead.',
    404: 'No friend of yours has this id.',
    409: 'You two already have a challenge for that week.',
  })
  issue(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Body() body: IssueChallengeRequest,
  ): Promise<ChallengeView> {
    return this.commands.execute(
      new IssueChallenge(user.id, timeZoneOf(user), body.challengedId, body.weekStart, metadata),
    );
  }
}
