// GET /api/friends: everyone the person is friends with.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { PersonSummary } from '../person';
import { friendKeys } from './friend-keys';

export type Friend = {
  id: string;
  /** The friend's user id, the one a challenge is addressed to. */
  friendId: string;
  friendUser: PersonSummary;
  /** When the friendship began (ISO timestamp). */
  since: string;
};

function getFriends(): Promise<Friend[]> {
  return apiRequest<Friend[]>('/api/friends');
}

const friendsQueryOptions = () =>
  queryOptions({
    queryKey: friendKeys.list(),
    queryFn: getFriends,
  });

export function useFriends() {
  return useQuery(friendsQueryOptions());
}
