import { describe, expect, it } from 'vitest';
import { timerDocumentTitle } from './timer-title';

describe('timerDocumentTitle', () => {
  it('shows the elapsed time and session type while a timer runs', () => {
    expect(timerDocumentTitle({ type: 'work', elapsedSeconds: 12 * 60 + 5 })).toBe('00:12:05 · Work · Pause');
    expect(timerDocumentTitle({ type: 'commute', elapsedSeconds: 3600 })).toBe('01:00:00 · Commute · Pause');
  });

  it('is just the product name when nothing runs', () => {
    expect(timerDocumentTitle(null)).toBe('Pause');
  });
});
