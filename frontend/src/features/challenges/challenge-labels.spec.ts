import { describe, expect, it } from 'vitest';
import { challengeBadge, challengeMatchup, challengeWeekLabel } from './challenge-labels';

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
  it('names the week by its Monday', () => {
    expect(challengeWeekLabel('2026-11-16').replace(/\s+/g, ' ')).toBe('Nov 16 – 22, 2026');
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
