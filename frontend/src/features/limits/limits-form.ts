// The "Your limits" form: each limit on or off with a value, pre-filled from the suggested limits
// (rules/src/personal-limits.ts) until the person has chosen one, and turned into the limits the API
// keeps, with limitsRefusal's sentence when one is out of range.
import { limitsRefusal, SUGGESTED_LIMITS, type PersonalLimits } from '@pause/rules/personal-limits';

export type LimitName = keyof PersonalLimits;

export const LIMIT_NAMES = ['weeklyWorkHours', 'dailyCommuteMinutes', 'latestWorkHour', 'daysOff'] as const;

/** What the form shows: whether the limit is on, and its value as typed. */
export type LimitsForm = Record<LimitName, { on: boolean; value: string }>;

/** The form for the saved limits: a limit set shows its value, one not set is off with the suggestion. */
export function limitsForm(saved: PersonalLimits): LimitsForm {
  const field = (name: LimitName) => {
    const value = saved[name];
    return value === null ? { on: false, value: String(SUGGESTED_LIMITS[name]) } : { on: true, value: String(value) };
  };
  return {
    weeklyWorkHours: field('weeklyWorkHours'),
    dailyCommuteMinutes: field('dailyCommuteMinutes'),
    latestWorkHour: field('latestWorkHour'),
    daysOff: field('daysOff'),
  };
}

/** A blank or unreadable value is NaN, which limitsRefusal refuses as not a number in range. */
function valueOf({ on, value }: LimitsForm[LimitName]): number | null {
  if (!on) return null;
  return value.trim() === '' ? Number.NaN : Number(value);
}

/** The limits to send, or the sentence saying what to change first. */
export function limitsFromForm(form: LimitsForm): { limits: PersonalLimits; refusal: string | null } {
  const limits: PersonalLimits = {
    weeklyWorkHours: valueOf(form.weeklyWorkHours),
    dailyCommuteMinutes: valueOf(form.dailyCommuteMinutes),
    latestWorkHour: valueOf(form.latestWorkHour),
    daysOff: valueOf(form.daysOff),
  };
  return { limits, refusal: limitsRefusal(limits) };
}
