// Where the share buttons send a person (spec §2 item 7): a post on X written
// for them, or the upload page of a site that takes images only from a file.

const TWEET_INTENT_URL = 'https://twitter.com/intent/tweet';
const TWEET_HASHTAGS = ['WorkLifeBalance', 'TakeBackYourTime'] as const;
export const TIKTOK_UPLOAD_URL = 'https://www.tiktok.com/upload';
export const INSTAGRAM_URL = 'https://www.instagram.com/';

/** The post X offers to send: the person's score, then a line in Pause's voice. */
function tweetText(score: number): string {
  return `My Work-Life Balance Score this week: ${score}%. Taking back my time, one pause at a time.`;
}

/**
 * https://twitter.com/intent/tweet?text=…&hashtags=WorkLifeBalance,TakeBackYourTime
 * (X answers the twitter.com address too). Spaces are written %20, not '+',
 * which not every intent reader takes for a space.
 */
export function tweetIntentUrl(score: number): string {
  const text = encodeURIComponent(tweetText(score));
  const hashtags = TWEET_HASHTAGS.map(encodeURIComponent).join(',');
  return `${TWEET_INTENT_URL}?text=${text}&hashtags=${hashtags}`;
}
