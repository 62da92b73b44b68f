// A week's health answer for the limits feature's specs: nothing crossed and no limit set, unless the
// test says otherwise.
import type { WeekHealth } from '@/features/limits/api/week-health';

type Overrides = Partial<Omit<WeekHealth, 'limits' | 'thresholds'>> & {
  limits?: Partial<WeekHealth['limits']>;
  thresholds?: Partial<WeekHealth['thresholds']>;
};

export function weekHealthAnswer(overrides: Overrides = {}): WeekHealth {
  const { limits, thresholds, ...rest } = overrides;
  return {
    weekStart: '2026-11-23',
    weekIsOver: false,
    workHours: 30,
    sources: {
      euWorkingTimeDirective: 'https://eur-lex.europa.eu/eli/dir/2003/88/oj',
      whoIloLongHours: 'https://doi.org/10.1016/j.envint.2021.106595',
      commuteWellbeing: 'https://doi.org/10.1007/s11116-019-09983-9',
    },
    ...rest,
    limits: { weeklyWork: null, dailyCommute: null, latestWorkHour: null, daysOff: null, ...limits },
    thresholds: {
      euWeeklyLimit: { limitHours: 48, crossed: false },
      whoIloLongWeek: { limitHours: 55, crossed: false },
      shortRests: [],
      workWithoutBreak: [],
      weeklyRest: { judged: true, crossed: false, longestRestHours: 40 },
      ...thresholds,
    },
  };
}

/** A week of `workHours` crossing what that many hours cross (over 48, 55 or more), as the API says. */
export function longWeekAnswer(workHours: number): WeekHealth {
  return weekHealthAnswer({
    workHours,
    thresholds: {
      euWeeklyLimit: { limitHours: 48, crossed: workHours > 48 },
      whoIloLongWeek: { limitHours: 55, crossed: workHours >= 55 },
    },
  });
}
