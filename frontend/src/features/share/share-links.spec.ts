import { describe, expect, it } from 'vitest';
import { INSTAGRAM_URL, TIKTOK_UPLOAD_URL, tweetIntentUrl } from './share-links';

describe('the post offered on X', () => {
  it("opens X's tweet intent with the person's score in the text and the hashtags beside it", () => {
    const url = new URL(tweetIntentUrl(92));

    expect(`${url.origin}${url.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe(
      'My Work-Life Balance Score this week: 92%. Taking back my time, one pause at a time.',
    );
    expect(url.searchParams.get('hashtags')).toBe('WorkLifeBalance,TakeBackYourTime');
  });

  it('writes spaces and the percent sign so that nothing is misread', () => {
    const url = tweetIntentUrl(100);

    expect(url).toContain('text=My%20Work-Life%20Balance%20Score%20this%20week%3A%20100%25.');
    expect(url).not.toContain('+');
  });
});

describe('the sites that take the card as a file', () => {
  it("are TikTok's upload page and Instagram's home page", () => {
    expect(TIKTOK_UPLOAD_URL).toBe('https://www.tiktok.com/upload');
    expect(INSTAGRAM_URL).toBe('https://www.instagram.com/');
  });
});
