// PATCH /api/auth/user {forgottenTimerLimitHours}: after how many hours a running timer asks
// "Still working?" (the limits a person may choose: rules/src/forgotten-timer.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiRequestBody } from '@/lib/api/api-types';
import { authKeys } from './auth-keys';

function updateForgottenTimerLimit(forgottenTimerLimitHours: number) {
  const body: ApiRequestBody<'patch', '/api/auth/user'> = { forgottenTimerLimitHours };
  return apiRequest<ApiAnswer<'patch', '/api/auth/user'>>('/api/auth/user', { method: 'PATCH', body });
}

export function useUpdateForgottenTimerLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateForgottenTimerLimit,
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.user(), user);
    },
  });
}
