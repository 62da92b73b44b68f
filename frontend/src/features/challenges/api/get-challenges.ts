// GET /api/challenges: the balance challenges I made or received, newest week first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { challengeKeys } from './challenge-keys';

/** `formerMember`: they have deleted their account since; their name is gone. */
type Participant = { id: string; firstName: string | null; formerMember: boolean };

type ChallengeStatus = 'active' | 'completed' | 'tied';

export type Challenge = {
  id: string;
  creator: Participant;
  challenged: Participant;
  /** The Monday of the week compared, YYYY-MM-DD. */
  weekStart: string;
  status: ChallengeStatus;
  /** Set once a completed challenge has a winner. */
  winner: Participant | null;
  createdAt: string;
};

function getChallenges(): Promise<Challenge[]> {
  return apiRequest<Challenge[]>('/api/challenges');
}

const challengesQueryOptions = () =>
  queryOptions({
    queryKey: challengeKeys.list(),
    queryFn: getChallenges,
    // Challenges are between friends, so a new friendship reads the list again; outcomes are settled
    // (again) in the background, which the one-second poll's facts version says (lib/facts-version.ts).
    meta: { dependsOn: ['friendships', 'derived-facts'] },
  });

export function useChallenges() {
  return useQuery(challengesQueryOptions());
}
