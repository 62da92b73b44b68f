import { describe, expect, it } from 'vitest';
import { challengeBadge, challengeMatchup, challengeStanding, challengeWeekLabel } from './challenge-labels';

describe('challengeMatchup', () => {
  it('puts the one who challenged first', () => {
    expect(challengeMatchup({ creator: { firstName: 'Ada' }, challenged: { firstName: 'Sam' } })).toBe('Ada vs Sam');
  });

  it('calls someone without a first name "Friend"', () => {
    expect(challengeMatchup({ creator: { firstName: 'Ada' }, challenged: { firstName: null } })).toBe('Ada vs Friend');
  });

  it('calls someone who has deleted their account "a former member"', () => {
    const former = { firstName: null, formerMember: true };
    expect(challengeMatchup({ creator: { firstName: 'Ada' }, challenged: former })).toBe('Ada vs a former member');
    expect(challengeMatchup({ creator: former, challenged: { firstName: 'Ada' } })).toBe('A former member vs Ada');
    expect(challengeBadge({ status: 'completed', winner: former }).label).toBe('Won by a former member');
  });
});

describe('challengeWeekLabel', () => {
  it('names the week from Monday to Sunday, as a range', () => {
    const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');
    expect(plain(challengeWeekLabel('2026-11-16'))).toBe('Week of Nov 16 – 22, 2026');
    expect(plain(challengeWeekLabel('2026-11-30'))).toBe('Week of Nov 30 – Dec 6, 2026');
  });
});

describe('challengeStanding', () => {
  const WEDNESDAY = new Date(2026, 10, 18, 10, 0);
  const base = {
    creator: { firstName: 'Ada' },
    challenged: { firstName: 'Sam' },
    weekStart: '2026-11-16',
    status: 'active',
    creatorLifePercentage: 86,
    challengedLifePercentage: 82,
  };

  it("gives both life shares so far while the week runs, '—' for someone with too few days", () => {
    expect(challengeStanding(base, WEDNESDAY)).toBe('So far: Ada 86% · Sam 82%');
    expect(challengeStanding({ ...base, challengedLifePercentage: null }, WEDNESDAY)).toBe('So far: Ada 86% · Sam —');
  });

  it('says when a challenge of a week still ahead starts', () => {
    expect(challengeStanding({ ...base, weekStart: '2026-11-23' }, WEDNESDAY)).toBe('Starts Monday, November 23');
  });

  it('gives the settled shares once the week has ended', () => {
    expect(challengeStanding({ ...base, weekStart: '2026-11-09', status: 'completed' }, WEDNESDAY)).toBe(
      'Final: Ada 86% · Sam 82%',
    );
    expect(
      challengeStanding(
        { ...base, status: 'tied', creatorLifePercentage: null, challengedLifePercentage: null },
        WEDNESDAY,
      ),
    ).toBe('Final: Ada — · Sam —');
  });
});

describe('challengeBadge', () => {
  it('shows an active challenge with the primary badge', () => {
    expect(challengeBadge({ status: 'active', winner: null })).toEqual({ label: 'Active', variant: 'primary' });
  });

  it('names the winner of a completed challenge with the secondary badge', () => {
    expect(challengeBadge({ status: 'completed', winner: { firstName: 'Sam' } })).toEqual({
      label: 'Won by Sam',
      variant: 'secondary',
    });
  });

  it('says "Completed" when a finished challenge names no winner', () => {
    expect(challengeBadge({ status: 'completed', winner: null })).toEqual({ label: 'Completed', variant: 'secondary' });
  });

  it('shows a tie with the secondary badge', () => {
    expect(challengeBadge({ status: 'tied', winner: null })).toEqual({ label: 'Tied', variant: 'secondary' });
  });

  it('shows a status it does not know yet as the server named it, quietly', () => {
    expect(challengeBadge({ status: 'cancelled', winner: null })).toEqual({ label: 'Cancelled', variant: 'secondary' });
  });
});
