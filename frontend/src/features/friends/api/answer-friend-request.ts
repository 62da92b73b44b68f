// PATCH /api/friends/{id}: accept or decline a friend request addressed to me.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, isUnauthorizedError } from '@/lib/api-client';
import { errorMessageOr } from '@/lib/api-error-message';
import type { ApiAnswer, ApiRequestBody } from '@/lib/api/api-types';
import { invalidateDependents } from '@/lib/query-dependencies';
import { friendKeys } from './friend-keys';

type FriendRequestAnswer = { id: string } & ApiRequestBody<'patch', '/api/friends/{id}'>;

function answerFriendRequest({ id, ...answer }: FriendRequestAnswer) {
  return apiRequest<ApiAnswer<'patch', '/api/friends/{id}'>>(`/api/friends/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: answer,
  });
}

export function useAnswerFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerFriendRequest,
    onSuccess: () => {
      // Requests, friends and the leaderboard all sit under friendKeys.all.
      void queryClient.invalidateQueries({ queryKey: friendKeys.all });
      // An accepted request makes a friendship, which other features' queries are built from.
      void invalidateDependents(queryClient, 'friendships');
      toast({ title: 'Request Updated', description: 'Friend request has been updated!' });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      // The spec shows no handling here; we would rather tell the person.
      toast({
        title: 'Error',
        description: errorMessageOr(error, 'Failed to update friend request'),
        variant: 'destructive',
      });
    },
  });
}
