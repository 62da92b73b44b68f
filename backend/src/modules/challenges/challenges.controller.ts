// HTTP face of challenges: spec §7's two challenge calls.
import { Body, Controller, Get, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { EventMetadata } from '../../shared/event-store/stored-event';
import { CurrentUser, RequestMetadata, type SignedInUser, timeZoneOf } from '../../shared/http/current-user';
import { IssueChallengeRequest } from './challenges.dto';
import { IssueChallenge } from './commands/issue-challenge.handler';
import { type ChallengeView, GetChallenges } from './read-models/challenges/get-challenges.handler';

@Controller('challenges')
export class ChallengesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  challenges(@CurrentUser() user: SignedInUser): Promise<ChallengeView[]> {
    return this.queries.execute(new GetChallenges(user.id));
  }

  @Post()
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
