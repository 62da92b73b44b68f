// HTTP face of the weekly reflections: spec §7's two reflection calls.
import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { ErrorAnswers, OkOrNullAnswer } from '#src/shared/http/api-answers';
import { CurrentUser, RequestMetadata, type SignedInUser, timeZoneOf } from '#src/shared/http/current-user';
import { RecordReflection } from './commands/record-reflection.handler';
import { GetReflection, type ReflectionView } from './read-models/reflections/get-reflection.handler';
import { RecordReflectionRequest, ReflectionAnswer, WeekStartParams } from './reflections.dto';

@Controller('reflections')
export class ReflectionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Answers the week's reflection, or JSON null when there is none. */
  @Get(':weekStart')
  @ApiOperation({ summary: "The person's reflection on a week" })
  @OkOrNullAnswer(ReflectionAnswer, 'The reflection, or null when the week has none.')
  async get(
    @CurrentUser() user: SignedInUser,
    @Param() { weekStart }: WeekStartParams,
    @Res() response: Response,
  ): Promise<void> {
    const reflection: ReflectionView | null = await this.queries.execute(new GetReflection(user.id, weekStart));
    response.json(reflection);
  }

  @Post()
  @ApiOperation({ summary: 'Record the reflection on a week (one per week)' })
  @ApiCreatedResponse({ description: 'The reflection as recorded.', type: ReflectionAnswer })
  @ErrorAnswers({
    400: 'The reflection is blank or too long, or the week has not begun.',
    409: 'The week already has a reflection.',
  })
  record(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Body() body: RecordReflectionRequest,
  ): Promise<ReflectionView> {
    return this.commands.execute(
      new RecordReflection(user.id, timeZoneOf(user), body.weekStart, body.content, metadata),
    );
  }
}
