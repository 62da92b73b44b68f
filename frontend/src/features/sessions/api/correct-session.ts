// PATCH /api/sessions/{id}: change a saved session's type, start or end (what is left out stays).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiRequestBody } from '@/lib/api/api-types';
import { refreshAfterSessionChange } from './invalidate-after-change';

export type SessionCorrection = { id: string; changes: ApiRequestBody<'patch', '/api/sessions/{id}'> };

const correctSession = ({ id, changes }: SessionCorrection) =>
  apiRequest<ApiAnswer<'patch', '/api/sessions/{id}'>>(`/api/sessions/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
  });

export function useCorrectSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: correctSession, onSuccess: () => refreshAfterSessionChange(queryClient) });
}
