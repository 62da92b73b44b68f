// Which names in an imported file look like travel, so the import ticks them as commute in advance
// (issue 27). A name looks like travel when one of its words is in this list, case ignored; the person
// can untick any. The list is short on purpose: a false tick costs a click, a long list costs trust.
export const TRAVEL_WORDS = [
  'bike',
  'bus',
  'commute',
  'commuting',
  'cycling',
  'drive',
  'driving',
  'ferry',
  'metro',
  'train',
  'tram',
  'transit',
  'travel',
  'traveling',
  'travelling',
  'subway',
  'tube',
] as const;

const TRAVEL = new Set<string>(TRAVEL_WORDS);

export function looksLikeTravel(name: string): boolean {
  return name
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => TRAVEL.has(word));
}
