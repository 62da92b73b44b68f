import { describe, expect, it } from 'vitest';
import { shareCaptions } from './captions';

describe('the suggested captions', () => {
  it('offers four, each different', () => {
    const captions = shareCaptions(92);

    expect(captions).toHaveLength(4);
    expect(new Set(captions).size).toBe(4);
  });

  it("puts this week's score in the first", () => {
    expect(shareCaptions(92)[0]).toBe('92% of my week belonged to life. Taking back my time, one pause at a time.');
    expect(shareCaptions(0)[0]).toMatch(/^0% of my week/);
  });

  it('keeps every caption short enough to post on X with the card', () => {
    for (const caption of shareCaptions(100)) expect(caption.length).toBeLessThanOrEqual(280);
  });
});
