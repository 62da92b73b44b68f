// How often the tabs about other people (Friends, Challenges) read again while they show: what a friend
// does (a request, an answer, a session that moves their challenge share) changes nothing in my own
// history, so neither my actions nor the poll's facts version would bring it (docs/decisions.md: a
// departure from the spec's no polling).
export const SOCIAL_TAB_REFRESH_MS = 15_000;
