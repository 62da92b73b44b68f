// GET /api/auth/user: who is signed in, or null when nobody is.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { authKeys } from './auth-keys';

export type User = {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  timeZone: string | null;
  /** After how many hours a running timer asks "Still working?" (rules/src/forgotten-timer.ts). */
  forgottenTimerLimitHours?: number;
};

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
