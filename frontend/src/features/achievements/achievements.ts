// The three achievements (spec §9) and how the list of earned awards becomes
// the tiles the card shows. Each description states its rule's own figures (rules/src/achievements.ts).
import type { ApiSchema } from '@/lib/api/api-types';
import { UNPLUGGED_EVENINGS_NEEDED } from '@pause/rules/achievements';
import { BALANCED_LIFE_SHARE } from '@pause/rules/balance-bands';
import { EVENING_STARTS_AT_HOUR } from '@pause/rules/evening';
import { TRACKED_DAYS_TO_JUDGE_A_WEEK } from '@pause/rules/judged-week';
import { formatDay, formatWeekRange } from '@/lib/date-format';
import { parseIsoDate } from '@/lib/dates';
import { capitalizedNumberInWords, clockHourText, numberInWords } from '@/lib/spoken-numbers';

export type AchievementType = ApiSchema<'AchievementAnswer'>['achievementType'];

type AchievementDefinition = {
  type: AchievementType;
  title: string;
  description: string;
  /** What the award's `earnedFor` date stands for: a Monday-to-Sunday week or a single day. */
  earnedFor: 'week' | 'day';
};

/** In the order the tiles appear. */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    type: 'balanced_week',
    title: 'Balanced Week',
    description: `A week tracked on ${numberInWords(TRACKED_DAYS_TO_JUDGE_A_WEEK)} days or more, with ${BALANCED_LIFE_SHARE}% or more of its time left for life.`,
    earnedFor: 'week',
  },
  {
    type: 'commute_free_day',
    title: 'Commute-Free Day',
    description: 'A working day without a single minute on the road.',
    earnedFor: 'day',
  },
  {
    type: 'unplugged_evening',
    title: 'Unplugged Evening',
    description: `${capitalizedNumberInWords(UNPLUGGED_EVENINGS_NEEDED)} evenings with no work after ${clockHourText(EVENING_STARTS_AT_HOUR)}. Your evenings belong to you.`,
    earnedFor: 'day',
  },
];

type Award = { achievementType: string; unlockedAt: string; earnedFor?: string | null };

export type AchievementTile = AchievementDefinition & {
  unlocked: boolean;
  /** 'Earned in Nov 16 – 22, 2026' or 'Earned on Nov 16, 2026'; null when locked or undated. */
  earnedLabel: string | null;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Dated by the day or week that earned it, or else by the local day the award was made. */
function earnedLabel(definition: AchievementDefinition, award: Award): string | null {
  if (award.earnedFor && ISO_DATE.test(award.earnedFor)) {
    return definition.earnedFor === 'week'
      ? `Earned in ${formatWeekRange(award.earnedFor)}`
      : `Earned on ${formatDay(parseIsoDate(award.earnedFor))}`;
  }
  const unlocked = Date.parse(award.unlockedAt);
  return Number.isNaN(unlocked) ? null : `Earned on ${formatDay(new Date(unlocked))}`;
}

/** An achievement can be earned again; the tile speaks of the most recent time. */
function latestAward(awards: readonly Award[]): Award | null {
  const time = (award: Award) => {
    const parsed = Date.parse(award.unlockedAt);
    return Number.isNaN(parsed) ? -Infinity : parsed;
  };
  return awards.reduce<Award | null>((latest, award) => (!latest || time(award) > time(latest) ? award : latest), null);
}

/** One tile per known achievement, in catalogue order; unknown award types are ignored. */
export function achievementTiles(awards: readonly Award[]): AchievementTile[] {
  return ACHIEVEMENTS.map((definition) => {
    const latest = latestAward(awards.filter((award) => award.achievementType === definition.type));
    return {
      ...definition,
      unlocked: latest !== null,
      earnedLabel: latest ? earnedLabel(definition, latest) : null,
    };
  });
}
