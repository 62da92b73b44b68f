// The achievements' own numbers (spec §9, docs/achievements.md); the server awards by them and the web app
// describes them. Balanced Week is a judged week (judged-week.ts) in the balanced band (balance-bands.ts);
// Commute-Free Day asks for no number; Unplugged Evening counts evenings (evening.ts) without work.

/** Unplugged Evening: this many days in a row, each with a session and no evening work. */
export const UNPLUGGED_EVENINGS_NEEDED = 5;
