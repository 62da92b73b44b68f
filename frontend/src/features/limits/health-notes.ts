// The "Limits and health" lines of the Insights tab and the weekly digest: each limit the person set
// that a week crossed, and each health threshold it crossed, said once and kindly. A sentence that
// cites a public figure carries its source (rules/src/health-thresholds.ts names them); the figures are
// the rules' constants, never written again here. Pause's own choices (commute counted as not free,
// a break of 15 minutes) are said as such.
import {
  BREAK_DUE_AFTER_WORK_HOURS,
  DAILY_REST_HOURS,
  EU_WEEKLY_WORK_LIMIT_HOURS,
  HEALTH_SOURCES,
  SHORTEST_BREAK_MINUTES,
  WEEKLY_REST_HOURS,
  WHO_ILO_LONG_WEEK_HOURS,
} from '@pause/rules/health-thresholds';
import { formatShortWeekdayAndDay } from '@/lib/date-format';
import { parseIsoDate } from '@/lib/dates';
import { formatHoursAndMinutes, oneDecimal } from '@/lib/hours-format';
import type { WeekHealth } from './api/week-health';
import { hourOfDay } from './progress-lines';

/** Which week a sentence speaks of: the chosen one as it runs or ended, or last week in its digest. */
export type WeekWord = 'this week' | 'that week' | 'last week';

export type HealthSource = { href: string; name: string };

/**
 * A sentence in up to three parts: what happened (`lead`), the public source of the figure it cites
 * when it cites one (a link, named), and what follows (`rest`, a kind word or Pause's own choice).
 */
export type HealthNote = {
  id: string;
  kind: 'limit' | 'threshold';
  lead: string;
  source: HealthSource | null;
  rest: string;
};

const SOURCES = {
  directive: { href: HEALTH_SOURCES.euWorkingTimeDirective, name: 'EU Working Time Directive' },
  longHours: { href: HEALTH_SOURCES.whoIloLongHours, name: 'WHO and ILO, 2021' },
  commute: { href: HEALTH_SOURCES.commuteWellbeing, name: 'Clark et al., 2019' },
} satisfies Record<string, HealthSource>;

const day = (date: string) => formatShortWeekdayAndDay(parseIsoDate(date));
const dayList = (dates: readonly string[]) =>
  dates.length <= 2
    ? dates.map(day).join(' and ')
    : `${dates.slice(0, -1).map(day).join('; ')} and ${day(dates.at(-1)!)}`;
const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** The sentence as one string (a toast, a test, a screen reader's summary). */
export function noteText(note: HealthNote): string {
  return `${note.lead}${note.source ? ` (${note.source.name})` : ''}${note.rest}`;
}

/** Every crossed limit, then every crossed threshold, of one week; nothing when all is well. */
export function healthNotes(week: WeekHealth, weekWord: WeekWord): HealthNote[] {
  return [...limitNotes(week.limits, weekWord), ...thresholdNotes(week, weekWord)];
}

function limitNotes(limits: WeekHealth['limits'], weekWord: WeekWord): HealthNote[] {
  const notes: HealthNote[] = [];
  const { weeklyWork, dailyCommute, latestWorkHour, daysOff } = limits;
  if (weeklyWork?.crossed) {
    notes.push({
      id: 'limit-weekly-work',
      kind: 'limit',
      lead: `${oneDecimal(weeklyWork.workedHours)} hours of work ${weekWord}, above the ${weeklyWork.limitHours} you set for yourself.`,
      source: null,
      rest: ' A lighter day or two can bring the balance back.',
    });
  }
  if (dailyCommute?.crossed) {
    notes.push({
      id: 'limit-daily-commute',
      kind: 'limit',
      lead: `Your commute ran over your ${dailyCommute.limitMinutes} minutes on ${dayList(dailyCommute.daysOver)}. Longer commutes go with less joy in free time and more strain`,
      source: SOURCES.commute,
      rest: ', so a shorter way or a day at home is worth a thought.',
    });
  }
  if (latestWorkHour?.crossed) {
    notes.push({
      id: 'limit-latest-work-hour',
      kind: 'limit',
      lead: `Work ran past ${hourOfDay(latestWorkHour.hour)} on ${dayList(latestWorkHour.lateDays)}, later than you wanted.`,
      source: null,
      rest: ' Your evenings are yours to keep.',
    });
  }
  if (daysOff?.crossed) {
    notes.push({
      id: 'limit-days-off',
      kind: 'limit',
      lead: `You worked on ${days(daysOff.daysWorked)} ${weekWord}, leaving fewer than the ${days(daysOff.wanted)} off you wanted.`,
      source: null,
      rest: ' A whole day without work helps you come back rested.',
    });
  }
  return notes;
}

function thresholdNotes(week: WeekHealth, weekWord: WeekWord): HealthNote[] {
  const notes: HealthNote[] = [];
  const { euWeeklyLimit, whoIloLongWeek, shortRests, workWithoutBreak, weeklyRest } = week.thresholds;
  const worked = oneDecimal(week.workHours);
  if (euWeeklyLimit.crossed) {
    notes.push({
      id: 'eu-weekly-limit',
      kind: 'threshold',
      lead: `${worked} hours of work ${weekWord}: above the ${EU_WEEKLY_WORK_LIMIT_HOURS} hours the EU sets as the limit for an average week`,
      source: SOURCES.directive,
      rest: '. Lighter weeks around it keep the average within it.',
    });
  }
  if (whoIloLongWeek.crossed) {
    notes.push({
      id: 'who-ilo-long-week',
      kind: 'threshold',
      lead: `${worked} hours of work ${weekWord}: weeks of ${WHO_ILO_LONG_WEEK_HOURS} hours or more are the ones the WHO and ILO link with a higher risk of stroke and heart disease`,
      source: SOURCES.longHours,
      rest: '. Your health is worth a shorter week.',
    });
  }
  for (const rest of shortRests) {
    notes.push({
      id: `short-rest-${rest.night}`,
      kind: 'threshold',
      lead: `The night of ${day(rest.night)}: ${formatHoursAndMinutes(rest.restHours)} free, short of the ${DAILY_REST_HOURS} hours in a row in every 24 that the EU asks for`,
      source: SOURCES.directive,
      rest: '. Counting your commute as time not free is Pause’s choice; the directive counts only work.',
    });
  }
  for (const stretch of workWithoutBreak) {
    notes.push({
      id: `work-without-break-${stretch.from}`,
      kind: 'threshold',
      lead: `On ${day(stretch.date)}, ${formatHoursAndMinutes(stretch.workHours)} of work with no ${SHORTEST_BREAK_MINUTES}-minute break: the EU asks for a break when work runs past ${BREAK_DUE_AFTER_WORK_HOURS} hours`,
      source: SOURCES.directive,
      rest: `. It leaves the length to each country: ${SHORTEST_BREAK_MINUTES} minutes is Pause’s choice.`,
    });
  }
  if (weeklyRest.crossed) {
    notes.push({
      id: 'weekly-rest',
      kind: 'threshold',
      lead: `No ${WEEKLY_REST_HOURS} hours in a row free of work and commute ${weekWord} (the longest was ${formatHoursAndMinutes(weeklyRest.longestRestHours)}): the EU asks for ${WEEKLY_REST_HOURS} hours of rest each week`,
      source: SOURCES.directive,
      rest: '. Counting your commute as time not free is Pause’s choice; a whole day to yourself makes the next week lighter.',
    });
  }
  return notes;
}
