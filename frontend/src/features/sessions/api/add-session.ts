// POST /api/sessions: add a session that was never timed (and Undo's way back after a delete).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiRequestBody } from '@/lib/api/api-types';
import { refreshAfterSessionChange } from './invalidate-after-change';

export type NewSession = ApiRequestBody<'post', '/api/sessions'>;

const addSession = (session: NewSession) =>
  apiRequest<ApiAnswer<'post', '/api/sessions'>>('/api/sessions', { method: 'POST', body: session });

export function useAddSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addSession, onSuccess: () => refreshAfterSessionChange(queryClient) });
}
