// POST /api/sessions: add a session that was never timed (and Undo's way back after a delete).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SessionType } from '../../../lib/session-type';
import type { SavedSession } from './get-week-sessions';
import { refreshAfterSessionChange } from './invalidate-after-change';

export type NewSession = { type: SessionType; startTime: string; endTime: string };

const addSession = (session: NewSession) =>
  apiRequest<SavedSession>('/api/sessions', { method: 'POST', body: session });

export function useAddSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addSession, onSuccess: () => refreshAfterSessionChange(queryClient) });
}
