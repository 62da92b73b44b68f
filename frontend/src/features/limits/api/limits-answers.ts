// What the limits API answers (issue 29, /work/limits-contract.md §2), typed by hand only until the
// backend's limits module is merged and `npm run api:types` generates these from its OpenAPI document;
// then the api files read them from lib/api/schema.ts like every other feature and this file goes.

export type PersonalLimitsAnswer = {
  weeklyWorkHours: number | null;
  dailyCommuteMinutes: number | null;
  latestWorkHour: number | null;
  daysOff: number | null;
};

export type PersonalLimitsRequest = PersonalLimitsAnswer;

export type WeekHealthAnswer = {
  weekStart: string;
  weekIsOver: boolean;
  workHours: number;
  limits: {
    weeklyWork: { limitHours: number; workedHours: number; crossed: boolean } | null;
    dailyCommute: { limitMinutes: number; daysOver: string[]; crossed: boolean } | null;
    latestWorkHour: { hour: number; lateDays: string[]; crossed: boolean } | null;
    daysOff: { wanted: number; daysWorked: number; crossed: boolean } | null;
  };
  thresholds: {
    euWeeklyLimit: { limitHours: number; crossed: boolean };
    whoIloLongWeek: { limitHours: number; crossed: boolean };
    shortRests: { windowStart: string; restFrom: string; restUntil: string; restHours: number; night: string }[];
    workWithoutBreak: { from: string; until: string; workHours: number; date: string }[];
    weeklyRest: { judged: boolean; crossed: boolean; longestRestHours: number };
  };
  sources: { euWorkingTimeDirective: string; whoIloLongHours: string; commuteWellbeing: string };
};

export type AverageWeekAnswer = {
  limitHours: number;
  months: { month: string; periodFrom: string; periodTo: string; averageWeeklyWorkHours: number }[];
};

export type DigestAnswer = { weekStart: string; announced: boolean; dismissed: boolean; week: WeekHealthAnswer };

export type LastWeekDigestAnswer = { digest: DigestAnswer | null };

export type PastDigestAnswer = {
  weekStart: string;
  announcedAt: string | null;
  dismissedAt: string | null;
  week: WeekHealthAnswer;
};

export type PastDigestsAnswer = { digests: PastDigestAnswer[] };
