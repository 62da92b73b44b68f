// The thresholds of the personal insights (spec §9 "Insight rules") and of the encouraging line of This
// Week's Reflection (spec §4): which weeks the dashboard praises, notes or gently warns about.

/** Work averaging more than this many hours a day, over the week's seven days, earns a warning. */
export const LONG_WORKDAY_HOURS = 10;

/** A commute averaging more than this many hours a day earns a note. */
export const LONG_COMMUTE_HOURS = 2;

/** A week with this share of life or more is praised... */
export const PRAISED_LIFE_SHARE = 70;

/** ...and one with less than this share, warned about. */
export const WARNED_LIFE_SHARE = 50;

/** Weekend work is spoken of only when this many of the last seven days hold tracked time... */
export const WEEKEND_RULE_TRACKED_DAYS = 7;

/** ...and then more than this many hours of it earns a warning. */
export const WEEKEND_WORK_HOURS = 5;

/** This Week's Reflection encourages in three tiers of the week's life share: thriving from this share... */
export const THRIVING_LIFE_SHARE = 70;

/** ...steady from this one, and strained below it. */
export const STEADY_LIFE_SHARE = 50;
