import { describe, expect, it } from 'vitest';
import { needsTimeZoneUpdate } from './browser-time-zone';

describe('needsTimeZoneUpdate', () => {
  it('asks to save the time zone when none is saved yet', () => {
    expect(needsTimeZoneUpdate(null, 'Europe/Paris')).toBe(true);
  });

  it('asks to save the time zone after the person has moved', () => {
    expect(needsTimeZoneUpdate('Europe/Paris', 'America/New_York')).toBe(true);
  });

  it('leaves an unchanged time zone alone', () => {
    expect(needsTimeZoneUpdate('Europe/Paris', 'Europe/Paris')).toBe(false);
  });

  it('sends nothing when the browser cannot tell its time zone', () => {
    expect(needsTimeZoneUpdate('Europe/Paris', null)).toBe(false);
  });
});
