// Spec §7's GET /api/achievements.
import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type SignedInUser } from '#src/shared/http/current-user';
import { AchievementAnswer } from './achievements.dto';
import { type AchievementView, GetAchievements } from './read-models/unlocked-achievements/get-achievements.handler';

@Controller('achievements')
export class AchievementsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'The achievements the person holds' })
  @ApiOkResponse({ description: 'Each achievement unlocked, once.', type: [AchievementAnswer] })
  list(@CurrentUser() user: SignedInUser): Promise<AchievementView[]> {
    return this.queries.execute(new GetAchievements(user.id));
  }
}
