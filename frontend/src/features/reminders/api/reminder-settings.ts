// GET and PUT /api/push/settings: which pushed reminders the person turned off, and their quiet hours.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiRequestBody, ApiSchema } from '@/lib/api/api-types';
import { reminderKeys } from './reminder-keys';

export type ReminderSettings = ApiSchema<'ReminderSettingsAnswer'>;

const reminderSettingsQueryOptions = () =>
  queryOptions({
    queryKey: reminderKeys.settings(),
    queryFn: () => apiRequest<ApiAnswer<'get', '/api/push/settings'>>('/api/push/settings'),
  });

export function useReminderSettings() {
  return useQuery(reminderSettingsQueryOptions());
}

export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiRequestBody<'put', '/api/push/settings'>) =>
      apiRequest<ApiAnswer<'put', '/api/push/settings'>>('/api/push/settings', { method: 'PUT', body }),
    onSuccess: (settings) => queryClient.setQueryData(reminderKeys.settings(), settings),
  });
}
