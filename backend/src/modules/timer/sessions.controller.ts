// HTTP face of the saved sessions: a week's list, the person's projects and tags, the hours by project
// over a period, and correcting the past (add a session that was never timed, change one or what it is
// about, delete one).
import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { LONGEST_SESSION_HOURS } from '@pause/rules/longest-session';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ErrorAnswers } from '#src/shared/http/api-answers';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { CurrentUser, RequestMetadata, type SignedInUser, timeZoneOf } from '#src/shared/http/current-user';
import { AddSession } from './commands/add-session.handler';
import { CorrectSession } from './commands/correct-session.handler';
import { DeleteSession } from './commands/delete-session.handler';
import { GetWeekSessions } from './read-models/sessions/get-week-sessions.handler';
import { GetLabelsInUse, type LabelsInUse } from './read-models/session-labels/get-labels-in-use.handler';
import { GetProjectTotals } from './read-models/session-labels/get-project-totals.handler';
import type { ProjectTotal } from './read-models/session-labels/project-totals';
import type { SessionView } from './read-models/sessions/session-view';
import {
  AddSessionRequest,
  CorrectSessionRequest,
  LabelsInUseAnswer,
  ProjectTotalAnswer,
  ProjectTotalsRequest,
  SessionAnswer,
  SessionIdParams,
  WeekSessionsRequest,
} from './timer.dto';

const TIMES_REFUSED = `The end is before the start, in the future, or more than ${LONGEST_SESSION_HOURS} hours after the start; or a label is blank, too long or holds control characters.`;
const OVERLAP = 'It overlaps another saved session (named in the message) or the running timer.';
const NOT_FOUND = 'There is no such session of yours.';

@Controller('sessions')
export class SessionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The sessions that began in one of your weeks, newest first' })
  @ApiOkResponse({ type: SessionAnswer, isArray: true, description: 'Newest first.' })
  week(@CurrentUser() user: SignedInUser, @Query() query: WeekSessionsRequest): Promise<SessionView[]> {
    return this.queries.execute(new GetWeekSessions(user.id, query.weekStart, timeZoneOf(user)));
  }

  @Get('labels')
  @ApiOperation({ summary: 'The projects and tags your sessions use, most used first: what the forms offer' })
  @ApiOkResponse({ type: LabelsInUseAnswer })
  labelsInUse(@CurrentUser() user: SignedInUser): Promise<LabelsInUse> {
    return this.queries.execute(new GetLabelsInUse(user.id));
  }

  @Get('project-totals')
  @ApiOperation({
    summary: 'Your work and commute hours by project over a range of your local dates',
    description:
      "Each saved session counts whole on the local date it started, in the time zone it was saved in: one that crosses the range's first or last midnight counts only in the range it began in, as the sessions list shows it in the week it began in. The balance splits a session at midnight instead, so near a range's edges the two may differ. A running timer counts once it stops.",
  })
  @ApiOkResponse({
    type: ProjectTotalAnswer,
    isArray: true,
    description:
      'Most hours first; the sessions without a project last, as one row with project null. Empty when no session began in the range.',
  })
  projectTotals(@CurrentUser() user: SignedInUser, @Query() query: ProjectTotalsRequest): Promise<ProjectTotal[]> {
    return this.queries.execute(new GetProjectTotals(user.id, { from: query.from, to: query.to }));
  }

  @Post()
  @ApiOperation({ summary: 'Add a session that was never timed' })
  @ApiCreatedResponse({ type: SessionAnswer, description: 'The session saved.' })
  @ErrorAnswers({ 400: TIMES_REFUSED, 409: OVERLAP })
  add(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Body() body: AddSessionRequest,
  ): Promise<SessionView> {
    const { type, startTime, endTime, ...labels } = body;
    return this.commands.execute(
      new AddSession(user.id, type, new Date(startTime), new Date(endTime), timeZoneOf(user), metadata, labels),
    );
  }

  @Patch(':id')
  @ApiOperation({ summary: "Change a saved session's type, start, end or labels" })
  @ApiOkResponse({ type: SessionAnswer, description: 'The session as it is now.' })
  @ErrorAnswers({ 400: TIMES_REFUSED, 404: NOT_FOUND, 409: OVERLAP })
  correct(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Param() { id }: SessionIdParams,
    @Body() body: CorrectSessionRequest,
  ): Promise<SessionView> {
    const { type, startTime, endTime, ...labels } = body;
    const changes = {
      sessionType: type,
      start: startTime === undefined ? undefined : new Date(startTime),
      end: endTime === undefined ? undefined : new Date(endTime),
      ...labels,
    };
    return this.commands.execute(new CorrectSession(user.id, id, changes, metadata));
  }

  /** Answers the deleted session, so the web app can offer to add it back (undo). */
  @Delete(':id')
  @ApiOperation({ summary: 'Delete a saved session' })
  @ApiOkResponse({ type: SessionAnswer, description: 'The session deleted, so it can be added back.' })
  @ErrorAnswers({ 404: NOT_FOUND })
  delete(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Param() { id }: SessionIdParams,
  ): Promise<SessionView> {
    return this.commands.execute(new DeleteSession(user.id, id, metadata));
  }
}
