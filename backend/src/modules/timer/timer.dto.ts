// The shapes the timer's and the sessions' HTTP calls accept and answer.
import { applyDecorators } from '@nestjs/common';
import { LONGEST_SESSION_HOURS } from '@pause/rules/longest-session';
import { CLOCK_SKEW_TOLERANCE_SECONDS } from '@pause/rules/pressed-moments';
import { ApiProperty } from '@nestjs/swagger';
import {
  DESCRIPTION_MOST_CHARACTERS,
  MOST_TAGS,
  PROJECT_MOST_CHARACTERS,
  TAG_MOST_CHARACTERS,
  labelTextProblem,
} from '@pause/rules/session-labels';
import { ArrayMaxSize, IsArray, IsIn, IsUUID, ValidateBy, ValidateIf } from 'class-validator';
import { ErrorAnswer } from '#src/shared/http/api-answers';
import { ApiDate, ApiId, ApiMoment, ApiMonday } from '#src/shared/http/api-properties';
import {
  IsInstant,
  IsMondayDate,
  IsRangeEndFor,
  IsRealDate,
  LONGEST_DATE_RANGE_DAYS,
} from '#src/shared/http/date-validators';
import { IfSent } from '#src/shared/http/validation';
import type { StartedTimerView } from './commands/start-timer.handler';
import type { StoppedSessionView } from './commands/stop-timer.handler';
import type { ActiveTimerView } from './read-models/active-timer/get-active-timer.handler';
import type { SessionView } from './read-models/sessions/session-view';
import type { LabelsInUse } from './read-models/session-labels/get-labels-in-use.handler';
import type { ProjectTotal } from './read-models/session-labels/project-totals';
import { SESSION_TYPES, type SessionType } from './timer.events';

const TYPE_MESSAGE = "type must be 'work' or 'commute'";

/** A moment as requests send it: with its zone, so the same wall-clock time cannot name two moments. */
const ApiInstant = (description: string, example = '2026-11-16T09:00:00+01:00') =>
  ApiProperty({ type: String, format: 'date-time', description, example });

/** Text a label may be: not blank, no control characters, at most `most` characters. */
const IsLabelText = (field: string, most: number, each = false) =>
  ValidateBy(
    {
      name: 'isLabelText',
      validator: {
        validate: (value: unknown) => labelTextProblem(value, most) === undefined,
        // With `each`, the message is made once for the whole list: it names the first text at fault.
        defaultMessage: (args) => {
          const values: unknown[] = each && Array.isArray(args?.value) ? args.value : [args?.value];
          const problems = values.map((value) => labelTextProblem(value, most));
          return `${field} ${problems.find((problem) => problem !== undefined)}`;
        },
      },
    },
    { each },
  );

/** Left out it stays as it is; null clears it; anything else must be label text. */
const IfTextSent = () => ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null);

/**
 * What a session is about, as a request may say it: on a timer being started, a running one, a session
 * added or corrected. Labels never change the balance.
 */
export class LabelFields {
  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    maxLength: DESCRIPTION_MOST_CHARACTERS,
    description: `What the session is about, at most ${DESCRIPTION_MOST_CHARACTERS} characters; null clears it.`,
    example: 'Sprint review',
  })
  @IfTextSent()
  @IsLabelText('description', DESCRIPTION_MOST_CHARACTERS)
  description?: string | null;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    maxLength: PROJECT_MOST_CHARACTERS,
    description: `One of your projects, or a new one (at most ${PROJECT_MOST_CHARACTERS} characters); null clears it.`,
    example: 'Acme / Website',
  })
  @IfTextSent()
  @IsLabelText('project', PROJECT_MOST_CHARACTERS)
  project?: string | null;

  @ApiProperty({
    required: false,
    type: [String],
    maxItems: MOST_TAGS,
    description: `At most ${MOST_TAGS} tags of at most ${TAG_MOST_CHARACTERS} characters each; [] clears them.`,
    example: ['meetings'],
  })
  @IfSent()
  @IsArray({ message: 'tags must be a list of texts, such as ["meetings"]; send [] to clear them' })
  @ArrayMaxSize(MOST_TAGS, { message: `tags can hold at most ${MOST_TAGS} tags` })
  @IsLabelText('each tag', TAG_MOST_CHARACTERS, true)
  tags?: string[];
}

/** The labels every answer about a session carries. */
class LabelAnswers {
  @ApiProperty({ type: String, nullable: true, example: 'Sprint review' })
  readonly description!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Acme / Website' })
  readonly project!: string | null;

  @ApiProperty({ type: [String], example: ['meetings'] })
  readonly tags!: string[];
}

/**
 * The id a device gives a command it may send more than once (a press kept while offline, sent again
 * until answered): a repeat is answered as the first was and never applied twice.
 */
const CommandIdField = (example: string) =>
  applyDecorators(
    ApiProperty({
      required: false,
      type: String,
      format: 'uuid',
      description:
        'An id the device made for this press (a UUID), so that sending it again is answered as the first time and never applied twice. ' +
        'The same id for another command is refused (422). Ids are kept 30 days.',
      example,
    }),
    IfSent(),
    IsUUID('all', {
      message: 'commandId must be a UUID the device made for this press, such as 3b241101-e2bb-4255-8caf-4136c566a962',
    }),
  );

/** When a press kept on a device while offline was made, by the device's clock. */
const PressedAtField = (description: string, example: string) =>
  applyDecorators(
    ApiProperty({ required: false, type: String, format: 'date-time', description, example }),
    IfSent(),
    IsInstant(),
  );

const SKEW = `A moment up to ${CLOCK_SKEW_TOLERANCE_SECONDS / 60} minutes in the future (the device's clock ahead of the server's) counts as now.`;

export class StartTimerRequest extends LabelFields {
  @ApiProperty({ enum: SESSION_TYPES, description: 'What the session is.', example: 'work' })
  @IsIn(SESSION_TYPES, { message: TYPE_MESSAGE })
  type!: SessionType;

  @CommandIdField('3b241101-e2bb-4255-8caf-4136c566a962')
  commandId?: string;

  @PressedAtField(
    'When Start was pressed, with its time zone, for a press kept on the device while offline: the timer starts then. ' +
      'Not before the end of the previous saved session, nor further back than the "Still working?" limit. ' +
      `${SKEW} Now when left out.`,
    '2026-11-16T09:55:00+01:00',
  )
  pressedAt?: string;
}

/** A stop is now, unless the person says when the session ended (a timer they forgot), or when Stop was pressed offline. */
export class StopTimerRequest {
  @CommandIdField('9a4e6f2c-5b1d-4c3e-8f7a-2d6b0c1e9f35')
  commandId?: string;

  @PressedAtField(
    'When Stop was pressed, with its time zone, for a press kept on the device while offline: the session ends then. ' +
      `After the running timer's start. ${SKEW} Now when left out; not sent with endTime.`,
    '2026-11-16T09:58:00+01:00',
  )
  @ValidateBy({
    name: 'notWithEndTime',
    validator: {
      validate: (_value: unknown, args) => (args?.object as StopTimerRequest).endTime === undefined,
      defaultMessage: () =>
        'send either endTime (when the session ended) or pressedAt (when Stop was pressed), not both',
    },
  })
  pressedAt?: string;

  @ApiProperty({
    required: false,
    type: String,
    format: 'date-time',
    description: 'When the session ended, for a timer left running; now when left out.',
    example: '2026-11-16T17:30:00+01:00',
  })
  @IfSent()
  @IsInstant()
  endTime?: string;
}

/** "I started 20 minutes late": when the running timer really began. */
export class MoveTimerStartRequest {
  @ApiInstant(
    'When the running session really began, with its time zone: not in the future, not before the person\'s previous saved session ended, and at most their "Still working?" limit (forgottenTimerLimitHours) ago.',
    '2026-11-16T08:40:00+01:00',
  )
  @IsInstant()
  startTime!: string;
}

export class AddSessionRequest extends LabelFields {
  @ApiProperty({ enum: SESSION_TYPES, description: 'What the session was.', example: 'commute' })
  @IsIn(SESSION_TYPES, { message: TYPE_MESSAGE })
  type!: SessionType;

  @ApiInstant('When it began, with its time zone.', '2026-11-16T08:15:00+01:00')
  @IsInstant()
  startTime!: string;

  @ApiInstant(
    `When it ended, with its time zone: after the start, not in the future, at most ${LONGEST_SESSION_HOURS} hours later.`,
  )
  @IsInstant()
  endTime!: string;
}

/** What to change of a saved session; what is left out stays as it is. */
export class CorrectSessionRequest extends LabelFields {
  @ApiProperty({ enum: SESSION_TYPES, required: false, example: 'work' })
  @IfSent()
  @IsIn(SESSION_TYPES, { message: TYPE_MESSAGE })
  type?: SessionType;

  @ApiProperty({ required: false, type: String, format: 'date-time', example: '2026-11-16T08:00:00+01:00' })
  @IfSent()
  @IsInstant()
  startTime?: string;

  @ApiProperty({ required: false, type: String, format: 'date-time', example: '2026-11-16T09:00:00+01:00' })
  @IfSent()
  @IsInstant()
  endTime?: string;
}

export class SessionIdParams {
  @ApiId('The saved session.')
  @IsUUID('all', { message: 'the session id in the path is not a session id' })
  id!: string;
}

export class WeekSessionsRequest {
  @ApiMonday()
  @IsRealDate()
  @IsMondayDate()
  weekStart!: string;
}

/** A period of local dates, both included, in the person's own calendar. */
export class ProjectTotalsRequest {
  @ApiDate('The first day, as YYYY-MM-DD.', '2026-11-01')
  @IsRealDate()
  from!: string;

  @ApiDate(
    `The last day, as YYYY-MM-DD: not before from, and at most ${LONGEST_DATE_RANGE_DAYS} days after it counting both.`,
    '2026-11-30',
  )
  @IsRealDate()
  @IsRangeEndFor('from')
  to!: string;
}

export class RunningTimerLabelsAnswer extends LabelAnswers {}

/** The timer running, as a refusal names it: the one a device's Start lost to, or a Stop was not meant for. */
export class RunningTimerFacts {
  @ApiProperty({ enum: SESSION_TYPES, example: 'work' })
  readonly type!: SessionType;

  @ApiMoment('When it started.')
  readonly startTime!: string;
}

/** A refusal of a start or stop: the single error shape, with the timer running when the refusal is about it. */
export class TimerRefusalAnswer extends ErrorAnswer {
  @ApiProperty({
    type: RunningTimerFacts,
    required: false,
    description:
      'The timer running, on a refusal about it of a press sent with commandId or pressedAt: a start refused because it runs ' +
      "(another device's start got there first), or a Stop pressed before it started. A plain online press's refusal says only the message.",
  })
  readonly runningTimer?: RunningTimerFacts;
}

export class StartedTimerAnswer extends LabelAnswers implements StartedTimerView {
  @ApiMoment('When the session started.')
  readonly startTime!: string;

  @ApiProperty({ enum: SESSION_TYPES, example: 'work' })
  readonly type!: SessionType;
}

export class ActiveTimerAnswer extends StartedTimerAnswer implements ActiveTimerView {
  @ApiMoment('When the person last said this long-running timer is still running on purpose, if ever.', {
    nullable: true,
    type: String,
  })
  readonly confirmedAt!: string | null;
}

export class StoppedSessionAnswer extends LabelAnswers implements StoppedSessionView {
  @ApiId('The saved session.')
  readonly id!: string;

  @ApiProperty({ enum: SESSION_TYPES, example: 'work' })
  readonly type!: SessionType;

  @ApiMoment('When the session started.')
  readonly startTime!: string;

  @ApiMoment('When it stopped.', { example: '2026-11-16T17:00:00.000Z' })
  readonly endTime!: string;

  @ApiProperty({ type: 'integer', description: 'Whole seconds from start to end.', example: 30600 })
  readonly durationSeconds!: number;
}

export class SessionAnswer extends LabelAnswers implements SessionView {
  @ApiId('The saved session.')
  readonly id!: string;

  @ApiProperty({ enum: SESSION_TYPES, example: 'work' })
  readonly type!: SessionType;

  @ApiMoment('When it began.')
  readonly startTime!: string;

  @ApiMoment('When it ended.', { example: '2026-11-16T17:00:00.000Z' })
  readonly endTime!: string;

  @ApiProperty({ type: 'integer', description: 'Whole seconds from start to end.', example: 30600 })
  readonly durationSeconds!: number;

  @ApiProperty({
    description: "The IANA zone its days are counted in: the person's when it was saved.",
    example: 'Europe/Paris',
  })
  readonly timeZone!: string;
}

export class LabelsInUseAnswer implements LabelsInUse {
  @ApiProperty({ type: [String], description: 'Your projects, most used first.', example: ['Acme / Website', 'Pause'] })
  readonly projects!: string[];

  @ApiProperty({ type: [String], description: 'Your tags, most used first.', example: ['meetings', 'deep work'] })
  readonly tags!: string[];
}

export class ProjectTotalAnswer implements ProjectTotal {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The project; null for the sessions that name none (always the last row).',
    example: 'Acme / Website',
  })
  readonly project!: string | null;

  @ApiProperty({ description: 'Hours of its work sessions, to four decimals.', example: 31.5 })
  readonly workHours!: number;

  @ApiProperty({ description: 'Hours of its commute sessions, to four decimals.', example: 2.25 })
  readonly commuteHours!: number;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'How many sessions it counts.', example: 14 })
  readonly sessions!: number;
}
