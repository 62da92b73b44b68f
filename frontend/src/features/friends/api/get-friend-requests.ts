// GET /api/friends/requests: friend requests addressed to me, still waiting for an answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { PersonSummary } from '../person';
import { friendKeys } from './friend-keys';

export type FriendRequest = {
  id: string;
  status: 'pending';
  requesterUser: PersonSummary;
  /** When it was sent (ISO timestamp). */
  createdAt: string;
};

function getFriendRequests(): Promise<FriendRequest[]> {
  return apiRequest<FriendRequest[]>('/api/friends/requests');
}

const friendRequestsQueryOptions = () =>
  queryOptions({
    queryKey: friendKeys.requests(),
    queryFn: getFriendRequests,
  });

export function useFriendRequests() {
  return useQuery(friendRequestsQueryOptions());
}
