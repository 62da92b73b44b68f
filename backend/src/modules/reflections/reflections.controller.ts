// HTTP face of the weekly reflections: spec §7's two reflection calls.
import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { EventMetadata } from '../../shared/event-store/stored-event';
import { CurrentUser, RequestMetadata, type SignedInUser, timeZoneOf } from '../../shared/http/current-user';
import { RecordReflection } from './commands/record-reflection.handler';
import { GetReflection, type ReflectionView } from './read-models/reflections/get-reflection.handler';
import { RecordReflectionRequest, WeekStartParams } from './reflections.dto';

@Controller('reflections')
export class ReflectionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Answers the week's reflection, or JSON null when there is none. */
  @Get(':weekStart')
  async get(
    @CurrentUser() user: SignedInUser,
    @Param() { weekStart }: WeekStartParams,
    @Res() response: Response,
  ): Promise<void> {
    const reflection: ReflectionView | null = await this.queries.execute(new GetReflection(user.id, weekStart));
    response.json(reflection);
  }

  @Post()
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
