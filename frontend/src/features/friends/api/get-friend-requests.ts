// GET /api/friends/requests: friend requests addressed to me, still waiting for an answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiSchema } from '@/lib/api/api-types';
import { SOCIAL_TAB_REFRESH_MS } from '@/lib/social-tab-refresh';
import { friendKeys } from './friend-keys';

export type FriendRequest = ApiSchema<'IncomingFriendRequestAnswer'>;

function getFriendRequests() {
  return apiRequest<ApiAnswer<'get', '/api/friends/requests'>>('/api/friends/requests');
}

const friendRequestsQueryOptions = () =>
  queryOptions({
    queryKey: friendKeys.requests(),
    queryFn: getFriendRequests,
  });

/** `whileOpen`: read again every SOCIAL_TAB_REFRESH_MS, for the Friends tab while it shows. */
export function useFriendRequests({ whileOpen = false }: { whileOpen?: boolean } = {}) {
  return useQuery({ ...friendRequestsQueryOptions(), refetchInterval: whileOpen ? SOCIAL_TAB_REFRESH_MS : false });
}
