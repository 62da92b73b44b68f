import { describe, expect, it } from 'vitest';
import { looksLikeTravel } from './travel-words';

describe('a name that looks like travel', () => {
  it.each(['Commute', 'Travel', 'train', 'Bus to office', 'Morning commute', 'Client X / Travel', 'drive-home'])(
    '%s is ticked as commute in advance',
    (name) => expect(looksLikeTravel(name)).toBe(true),
  );

  it.each(['Pause', 'Website', 'Training', 'Drives backup', 'Busy week', ''])('%s is not', (name) =>
    expect(looksLikeTravel(name)).toBe(false),
  );
});
