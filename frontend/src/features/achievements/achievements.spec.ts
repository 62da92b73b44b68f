import { describe, expect, it } from 'vitest';
import { achievementTiles } from './achievements';

const award = (achievementType: string, earnedFor: string | null, unlockedAt = '2026-11-23T00:00:00.000Z') => ({
  achievementType,
  unlockedAt,
  earnedFor,
});

describe('achievementTiles', () => {
  it('shows Balanced Week, Commute-Free Day and Unplugged Evening, all locked at first', () => {
    const tiles = achievementTiles([]);

    expect(tiles.map(({ title, unlocked, earnedLabel }) => ({ title, unlocked, earnedLabel }))).toEqual([
      { title: 'Balanced Week', unlocked: false, earnedLabel: null },
      { title: 'Commute-Free Day', unlocked: false, earnedLabel: null },
      { title: 'Unplugged Evening', unlocked: false, earnedLabel: null },
    ]);
  });

  it('unlocks only the achievements that were earned', () => {
    const tiles = achievementTiles([award('commute_free_day', '2026-11-17')]);

    expect(tiles.map(({ type, unlocked }) => [type, unlocked])).toEqual([
      ['balanced_week', false],
      ['commute_free_day', true],
      ['unplugged_evening', false],
    ]);
  });

  it('dates a balanced week by the week that earned it', () => {
    const [balancedWeek] = achievementTiles([award('balanced_week', '2026-11-16')]);

    expect(balancedWeek.earnedLabel?.replace(/\s+/g, ' ')).toBe('Earned in Nov 16 – 22, 2026');
  });

  it('dates a commute-free day and an unplugged evening by the day that earned them', () => {
    const [, commuteFree, unplugged] = achievementTiles([
      award('commute_free_day', '2026-11-17'),
      award('unplugged_evening', '2026-11-20'),
    ]);

    expect(commuteFree.earnedLabel).toBe('Earned on Nov 17, 2026');
    expect(unplugged.earnedLabel).toBe('Earned on Nov 20, 2026');
  });

  it('falls back to the local day of the award when no earning day is given', () => {
    const unlockedAt = new Date(2026, 10, 23, 9, 30).toISOString();

    const [balancedWeek] = achievementTiles([award('balanced_week', null, unlockedAt)]);

    expect(balancedWeek.earnedLabel).toBe('Earned on Nov 23, 2026');
  });

  it('still unlocks an achievement whose date cannot be read, just without a date', () => {
    const [balancedWeek] = achievementTiles([award('balanced_week', null, 'not a date')]);

    expect(balancedWeek).toMatchObject({ unlocked: true, earnedLabel: null });
  });

  it('speaks of the most recent time an achievement was earned again', () => {
    const [balancedWeek] = achievementTiles([
      award('balanced_week', '2026-11-09', '2026-11-16T00:00:00.000Z'),
      award('balanced_week', '2026-11-16', '2026-11-23T00:00:00.000Z'),
      award('balanced_week', '2026-11-02', '2026-11-09T00:00:00.000Z'),
    ]);

    expect(balancedWeek.earnedLabel?.replace(/\s+/g, ' ')).toBe('Earned in Nov 16 – 22, 2026');
  });

  it('ignores achievement types it does not know yet', () => {
    const tiles = achievementTiles([award('marathon_weekend', '2026-11-21')]);

    expect(tiles).toHaveLength(3);
    expect(tiles.every((tile) => !tile.unlocked)).toBe(true);
  });
});
