// Correcting the past: POST /api/sessions (add), PATCH /api/sessions/{id} (change), DELETE (remove).
// Each refreshes every query built from sessions: this list, the analytics, the balance, achievements
// and the leaderboard (lib/query-dependencies.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateDependents } from '../../../lib/query-dependencies';
import type { SessionType } from '../../../lib/session-type';
import type { SavedSession } from './get-week-sessions';

export type NewSession = { type: SessionType; startTime: string; endTime: string };
export type SessionCorrection = { id: string; changes: Partial<NewSession> };

const addSession = (session: NewSession) =>
  apiRequest<SavedSession>('/api/sessions', { method: 'POST', body: session });

const correctSession = ({ id, changes }: SessionCorrection) =>
  apiRequest<SavedSession>(`/api/sessions/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });

const deleteSession = (id: string) =>
  apiRequest<SavedSession>(`/api/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

function useSessionsMutation<Input>(mutationFn: (input: Input) => Promise<SavedSession>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void invalidateDependents(queryClient, 'sessions');
    },
  });
}

export const useAddSession = () => useSessionsMutation(addSession);
export const useCorrectSession = () => useSessionsMutation(correctSession);
export const useDeleteSession = () => useSessionsMutation(deleteSession);
