// Personal insight messages for the Insights tab (spec §9 "Insight rules"); their thresholds are
// rules/src/insights.ts.
import {
  LONG_COMMUTE_HOURS,
  LONG_WORKDAY_HOURS,
  PRAISED_LIFE_SHARE,
  WARNED_LIFE_SHARE,
  WEEKEND_RULE_TRACKED_DAYS,
  WEEKEND_WORK_HOURS,
} from '@pause/rules/insights';
import { DAYS_PER_WEEK } from '@pause/rules/week';
import { isWeekend, parseIsoDate } from '@/lib/dates';
import { oneDecimal } from '@/lib/hours-format';
import { hasTrackedTime, withoutFloatNoise } from './hours';
import type { WeekTense } from './reflection-message';

export type InsightTone = 'warning' | 'info' | 'success';

export type Insight = { id: string; tone: InsightTone; text: string };

type WeekHours = { workHours: number; commuteHours: number; lifePercentage: number };
type DayHours = { date: string; workHours: number; commuteHours: number };

/** Whether anything at all was tracked this week; if not, there is nothing to say yet. */
export function hasTrackedThisWeek(week: WeekHours): boolean {
  return hasTrackedTime(week);
}

/**
 * `week` is the chosen Monday-to-Sunday week; `lastSevenDays` is today and the six days before it for
 * the current week, or that week's own seven days for a past one, where an "entry" is a day with
 * tracked time (the API lists quiet days too). Messages come in the order the spec lists the rules, in
 * the spec's words for the current week and told as past for an ended one.
 */
export function personalInsights(
  week: WeekHours,
  lastSevenDays: readonly DayHours[],
  tense: WeekTense = 'current',
): Insight[] {
  const past = tense === 'past';
  const insights: Insight[] = [];

  const dailyWork = withoutFloatNoise(week.workHours / DAYS_PER_WEEK);
  if (dailyWork > LONG_WORKDAY_HOURS) {
    insights.push({
      id: 'long-work-days',
      tone: 'warning',
      text: past
        ? `You averaged ${oneDecimal(dailyWork)} hours of work a day that week. A gentle finishing time could give your evenings back.`
        : `You're averaging ${oneDecimal(dailyWork)} hours of work a day this week. A gentle finishing time could give your evenings back.`,
    });
  }

  const dailyCommute = withoutFloatNoise(week.commuteHours / DAYS_PER_WEEK);
  if (dailyCommute > LONG_COMMUTE_HOURS) {
    insights.push({
      id: 'long-commutes',
      tone: 'info',
      text: `${past ? 'Your commute averaged' : 'Your commute averages'} ${oneDecimal(dailyCommute)} hours a day. A podcast, a call to someone you love or a quiet moment can make that time feel like yours.`,
    });
  }

  if (week.lifePercentage >= PRAISED_LIFE_SHARE) {
    insights.push({
      id: 'life-share-high',
      tone: 'success',
      text: past
        ? `${week.lifePercentage}% of that week belonged to life. That's a wonderful balance.`
        : `${week.lifePercentage}% of your week belongs to life. That's a wonderful balance.`,
    });
  } else if (week.lifePercentage < WARNED_LIFE_SHARE) {
    insights.push({
      id: 'life-share-low',
      tone: 'warning',
      text: past
        ? `Only ${week.lifePercentage}% of that week was left for life. Try protecting one evening just for you.`
        : `Only ${week.lifePercentage}% of your week is left for life. Try protecting one evening just for you.`,
    });
  }

  const entries = lastSevenDays.filter(hasTrackedTime);
  if (entries.length >= WEEKEND_RULE_TRACKED_DAYS) {
    const weekendWork = withoutFloatNoise(
      entries.filter((day) => isWeekend(parseIsoDate(day.date))).reduce((sum, day) => sum + day.workHours, 0),
    );
    if (weekendWork > WEEKEND_WORK_HOURS) {
      insights.push({
        id: 'weekend-work',
        tone: 'warning',
        text: `You worked ${oneDecimal(weekendWork)} hours over ${past ? 'that' : 'the'} weekend. Weekends are for recharging, too.`,
      });
    }
  }

  return insights;
}
