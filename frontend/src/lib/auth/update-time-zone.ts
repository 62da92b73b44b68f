// PATCH /api/auth/user: remember the person's time zone so days and weeks
// are cut where they live.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { authKeys } from './auth-keys';
import type { User } from './get-user';

function updateTimeZone(timeZone: string): Promise<User> {
  return apiRequest<User>('/api/auth/user', { method: 'PATCH', body: { timeZone } });
}

export function useUpdateTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeZone,
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.user(), user);
    },
  });
}
