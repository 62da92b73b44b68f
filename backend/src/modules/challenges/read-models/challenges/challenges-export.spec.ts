import { outcomeFor } from './challenges-export';

describe("how a challenge came out, in a person's export", () => {
  const me = 'me';
  it.each([
    ['in progress while its week runs', { status: 'active' as const, winner_id: null }, 'in progress'],
    ['won when I had the better balance', { status: 'completed' as const, winner_id: me }, 'won'],
    ['lost when my friend had it', { status: 'completed' as const, winner_id: 'friend' }, 'lost'],
    ['tied when neither did', { status: 'tied' as const, winner_id: null }, 'tied'],
  ])('is %s', (_case, row, outcome) => {
    expect(outcomeFor(me, row)).toBe(outcome);
  });
});
