// GET /api/friends/requests/sent: the friend requests I sent that still wait, each by the address I
// typed (alike whether or not anyone uses Pause with it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiSchema } from '@/lib/api/api-types';
import { SOCIAL_TAB_REFRESH_MS } from '@/lib/social-tab-refresh';
import { friendKeys } from './friend-keys';

export type SentFriendRequest = ApiSchema<'WaitingSentFriendRequestAnswer'>;

function getSentFriendRequests() {
  return apiRequest<ApiAnswer<'get', '/api/friends/requests/sent'>>('/api/friends/requests/sent');
}

const sentFriendRequestsQueryOptions = () =>
  queryOptions({
    queryKey: friendKeys.sent(),
    queryFn: getSentFriendRequests,
  });

/** Read again every SOCIAL_TAB_REFRESH_MS while the Friends tab shows, so an answer shows without a reload. */
export function useSentFriendRequests() {
  return useQuery({ ...sentFriendRequestsQueryOptions(), refetchInterval: SOCIAL_TAB_REFRESH_MS });
}
