// DELETE /api/sessions/{id}: remove a saved session; the answer is the session, for Undo.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api/api-types';
import { refreshAfterSessionChange } from './invalidate-after-change';

const deleteSession = (id: string) =>
  apiRequest<ApiAnswer<'delete', '/api/sessions/{id}'>>(`/api/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSession, onSuccess: () => refreshAfterSessionChange(queryClient) });
}
