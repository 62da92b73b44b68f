// DELETE /api/sessions/{id}: remove a saved session; the answer is the session, for Undo.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SavedSession } from './get-week-sessions';
import { refreshAfterSessionChange } from './invalidate-after-change';

const deleteSession = (id: string) =>
  apiRequest<SavedSession>(`/api/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSession, onSuccess: () => refreshAfterSessionChange(queryClient) });
}
