// PATCH /api/auth/user: remember the person's time zone so days and weeks
// are cut where they live.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiRequestBody } from '@/lib/api/api-types';
import { authKeys } from './auth-keys';

function updateTimeZone(timeZone: string) {
  const body: ApiRequestBody<'patch', '/api/auth/user'> = { timeZone };
  return apiRequest<ApiAnswer<'patch', '/api/auth/user'>>('/api/auth/user', { method: 'PATCH', body });
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
