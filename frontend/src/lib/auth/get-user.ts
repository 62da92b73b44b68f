// GET /api/auth/user: who is signed in, or null when nobody is.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api/api-types';
import { authKeys } from './auth-keys';

export type User = ApiAnswer<'get', '/api/auth/user'>;

function getUser(): Promise<User | null> {
  return apiRequest<User | null>('/api/auth/user', { on401: 'return-null' });
}

const userQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.user(),
    queryFn: getUser,
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
