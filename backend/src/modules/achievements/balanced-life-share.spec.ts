// Spec §4 and §9 fix one threshold for a balanced share of life, 60%. The server judges Balanced Week
// with it and the web app colours the dial, the week and the reminders with it; each package spells it
// once, in the same form, and this says the two are the same number.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BALANCED_LIFE_SHARE } from '../analytics/weekly-life-percentages';

const FRONTEND_RULE = join(__dirname, '..', '..', '..', '..', 'frontend', 'src', 'lib', 'balance-score.ts');

describe('the balanced share of life', () => {
  it('is the spec’s 60%, on the server and in the web app alike', () => {
    const spelled = /const BALANCED_LIFE_SHARE = (\d+);/.exec(readFileSync(FRONTEND_RULE, 'utf8'));
    expect(spelled).not.toBeNull();
    expect(BALANCED_LIFE_SHARE).toBe(60);
    expect(Number(spelled![1])).toBe(BALANCED_LIFE_SHARE);
  });
});
