// GET /api/friends: everyone the person is friends with.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiSchema } from '@/lib/api/api-types';
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

export function useFriends() {
  return useQuery(friendsQueryOptions());
}
