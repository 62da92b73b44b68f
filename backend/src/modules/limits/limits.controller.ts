// HTTP face of personal limits and health thresholds (issue 29): the person's limits, a week measured
// against them and the thresholds, the four-month average against the EU's 48 hours, and the weekly
// digest with the earlier ones. Thin: the rules and the arithmetic live in domain/ and rules/.
import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { EU_WEEKLY_WORK_LIMIT_HOURS } from '@pause/rules/health-thresholds';
import { limitsRefusal, type PersonalLimits } from '@pause/rules/personal-limits';
import { Clock } from '#src/shared/clock/clock';
import { ErrorAnswers } from '#src/shared/http/api-answers';
import { CurrentUser, type SignedInUser, timeZoneOf } from '#src/shared/http/current-user';
import { localDateOf } from '#src/shared/time/local-days';
import { averageWeeks, monthText, parseMonth, referencePeriodStart } from './domain/average-week';
import type { WeekHealthView } from './domain/week-health';
import {
  AverageWeekAnswer,
  AverageWeekRequest,
  DigestWeekParams,
  LastWeekDigestAnswer,
  PastDigestsAnswer,
  PersonalLimitsAnswer,
  PersonalLimitsRequest,
  WeekHealthAnswer,
  WeekHealthRequest,
} from './limits.dto';
import { MonthlyWorkReader } from './monthly-work-reader';
import { PersonalLimitsStore } from './personal-limits-store';
import { WeekHealthReport } from './week-health-report';
import { type DigestView, NO_DIGEST, type PastDigestView, WeeklyDigests } from './weekly-digests';
import { DIGESTS_LISTED } from './weekly-digests-store';

@Controller('limits')
export class LimitsController {
  constructor(
    private readonly limits: PersonalLimitsStore,
    private readonly weeks: WeekHealthReport,
    private readonly monthlyWork: MonthlyWorkReader,
    private readonly digests: WeeklyDigests,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({ summary: "The person's own limits" })
  @ApiOkResponse({ type: PersonalLimitsAnswer, description: 'The four limits, each null until set.' })
  @ErrorAnswers({ 404: 'The account no longer exists.' })
  async read(@CurrentUser() user: SignedInUser): Promise<PersonalLimits> {
    return this.found(await this.limits.of(user.id));
  }

  @Put()
  @ApiOperation({ summary: "Set the person's own limits (null for a limit not wanted)" })
  @ApiOkResponse({ type: PersonalLimitsAnswer, description: 'The limits, as kept.' })
  @ErrorAnswers({
    400: 'A limit is missing, not a number, out of its range, or not a whole number (half hours for the weekly work).',
    404: 'The account no longer exists.',
  })
  async change(@CurrentUser() user: SignedInUser, @Body() body: PersonalLimitsRequest): Promise<PersonalLimits> {
    const limits: PersonalLimits = {
      weeklyWorkHours: body.weeklyWorkHours,
      dailyCommuteMinutes: body.dailyCommuteMinutes,
      latestWorkHour: body.latestWorkHour,
      daysOff: body.daysOff,
    };
    const refusal = limitsRefusal(limits);
    if (refusal !== null) throw new BadRequestException(refusal);
    return this.found(await this.limits.change(user.id, limits));
  }

  @Get('week')
  @ApiOperation({ summary: 'A week against the person’s limits and the health thresholds, so far while it runs' })
  @ApiOkResponse({ type: WeekHealthAnswer, description: 'The week; a running timer counts up to now.' })
  async week(@CurrentUser() user: SignedInUser, @Query() query: WeekHealthRequest): Promise<WeekHealthView> {
    return (await this.weeks.of(user.id, timeZoneOf(user), query.weekStart)).view;
  }

  @Get('average-week')
  @ApiOperation({ summary: 'For each month, the average work a week over the four calendar months ending with it' })
  @ApiOkResponse({
    type: AverageWeekAnswer,
    description: 'The months that have begun, oldest first, and the EU limit.',
  })
  async averageWeek(@CurrentUser() user: SignedInUser, @Query() query: AverageWeekRequest): Promise<AverageWeekAnswer> {
    const [from, to] = [parseMonth(query.from)!, parseMonth(query.to)!];
    const today = localDateOf(timeZoneOf(user), this.clock.now().getTime());
    const work = await this.monthlyWork.between(user.id, referencePeriodStart(from), to);
    const months = averageWeeks(from, to, today, (month) => work.get(monthText(month)) ?? 0);
    return { limitHours: EU_WEEKLY_WORK_LIMIT_HOURS, months };
  }

  @Get('digest')
  @ApiOperation({
    summary: "Last week's digest: the person's previous local week against their limits and the thresholds",
  })
  @ApiOkResponse({ type: LastWeekDigestAnswer, description: 'The digest, or null when last week holds no session.' })
  async digest(@CurrentUser() user: SignedInUser): Promise<{ digest: DigestView | null }> {
    return { digest: await this.digests.lastWeek(user.id, timeZoneOf(user)) };
  }

  @Post('digests/:weekStart/announced')
  @HttpCode(204)
  @ApiOperation({ summary: "Record that a week's digest was announced (once; a repeat changes nothing)" })
  @ApiNoContentResponse({ description: 'Recorded.' })
  @ErrorAnswers({ 404: NO_DIGEST })
  announced(@CurrentUser() user: SignedInUser, @Param() params: DigestWeekParams): Promise<void> {
    return this.digests.record(user.id, timeZoneOf(user), params.weekStart, 'announced');
  }

  @Post('digests/:weekStart/dismissed')
  @HttpCode(204)
  @ApiOperation({ summary: "Record that the person dismissed a week's digest (once; a repeat changes nothing)" })
  @ApiNoContentResponse({ description: 'Recorded; a digest dismissed counts as announced too.' })
  @ErrorAnswers({ 404: NO_DIGEST })
  dismissed(@CurrentUser() user: SignedInUser, @Param() params: DigestWeekParams): Promise<void> {
    return this.digests.record(user.id, timeZoneOf(user), params.weekStart, 'dismissed');
  }

  @Get('digests')
  @ApiOperation({ summary: 'The weeks the person was given a digest, each as it is now' })
  @ApiOkResponse({ type: PastDigestsAnswer, description: `Newest first, at most ${DIGESTS_LISTED}.` })
  async pastDigests(@CurrentUser() user: SignedInUser): Promise<{ digests: PastDigestView[] }> {
    return { digests: await this.digests.past(user.id, timeZoneOf(user)) };
  }

  private found(limits: PersonalLimits | null): PersonalLimits {
    if (!limits) throw new NotFoundException('Your account no longer exists.');
    return limits;
  }
}
