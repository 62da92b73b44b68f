// Ranks people by this week's life percentage: the higher, the better balanced. Ties share a rank and
// the next rank skips (1, 1, 3). People who tracked nothing this week are listed after, unranked.
export interface LeaderboardCandidate<Person> {
  readonly person: Person;
  readonly isMe: boolean;
  readonly lifePercentage: number | null;
  /** Orders people within a tie and among the unranked. */
  readonly sortName: string;
}

export interface LeaderboardEntry<Person> {
  readonly person: Person;
  readonly isMe: boolean;
  readonly lifePercentage: number | null;
  readonly rank: number | null;
}

export function rankLeaderboard<Person>(
  candidates: readonly LeaderboardCandidate<Person>[],
): LeaderboardEntry<Person>[] {
  const byName = (a: LeaderboardCandidate<Person>, b: LeaderboardCandidate<Person>) =>
    Number(b.isMe) - Number(a.isMe) || a.sortName.localeCompare(b.sortName);
  const ranked = candidates
    .filter((candidate) => candidate.lifePercentage !== null)
    .sort((a, b) => b.lifePercentage! - a.lifePercentage! || byName(a, b));
  const unranked = candidates.filter((candidate) => candidate.lifePercentage === null).sort(byName);

  const entries: LeaderboardEntry<Person>[] = [];
  ranked.forEach((candidate, index) => {
    const previous = entries[index - 1];
    const rank = previous?.lifePercentage === candidate.lifePercentage ? previous.rank : index + 1;
    entries.push({ person: candidate.person, isMe: candidate.isMe, lifePercentage: candidate.lifePercentage, rank });
  });
  for (const candidate of unranked) {
    entries.push({ person: candidate.person, isMe: candidate.isMe, lifePercentage: null, rank: null });
  }
  return entries;
}
