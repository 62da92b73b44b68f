// GET and PUT /api/limits: the person's own limits (work a week, commute a day, the latest hour on a
// weekday, days off), each null until set.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiRequestBody, ApiSchema } from '@/lib/api/api-types';
import { limitsKeys } from './limits-keys';

export type PersonalLimits = ApiSchema<'PersonalLimitsAnswer'>;

const personalLimitsQueryOptions = () =>
  queryOptions({
    queryKey: limitsKeys.limits(),
    queryFn: () => apiRequest<ApiAnswer<'get', '/api/limits'>>('/api/limits'),
  });

export function usePersonalLimits() {
  return useQuery(personalLimitsQueryOptions());
}

export function useUpdatePersonalLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiRequestBody<'put', '/api/limits'>) =>
      apiRequest<ApiAnswer<'put', '/api/limits'>>('/api/limits', { method: 'PUT', body }),
    onSuccess: (limits) => {
      queryClient.setQueryData(limitsKeys.limits(), limits);
      // Every week's progress and every digest is read against the limits.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === limitsKeys.all[0] && query.queryKey[1] !== 'limits',
      });
    },
  });
}
