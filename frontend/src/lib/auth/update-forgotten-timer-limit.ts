// PATCH /api/auth/user {forgottenTimerLimitHours}: after how many hours a running timer asks
// "Still working?" (the limits a person may choose: rules/src/forgotten-timer.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { authKeys } from './auth-keys';
import type { User } from './get-user';

function updateForgottenTimerLimit(forgottenTimerLimitHours: number): Promise<User> {
  return apiRequest<User>('/api/auth/user', { method: 'PATCH', body: { forgottenTimerLimitHours } });
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
