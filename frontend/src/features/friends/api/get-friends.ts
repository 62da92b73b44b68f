// GET /api/friends: everyone the person is friends with.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiSchema } from '@/lib/api/api-types';
import { SOCIAL_TAB_REFRESH_MS } from '@/lib/social-tab-refresh';
import { friendKeys } from './friend-keys';

export type Friend = ApiSchema<'FriendAnswer'>;

function getFriends() {
  return apiRequest<ApiAnswer<'get', '/api/friends'>>('/api/friends');
}

const friendsQueryOptions = () =>
  queryOptions({
    queryKey: friendKeys.list(),
    queryFn: getFriends,
  });

/** `whileOpen`: read again every SOCIAL_TAB_REFRESH_MS, for the Friends tab while it shows. */
export function useFriends({ whileOpen = false }: { whileOpen?: boolean } = {}) {
  return useQuery({ ...friendsQueryOptions(), refetchInterval: whileOpen ? SOCIAL_TAB_REFRESH_MS : false });
}
