// POST /api/friends/request: ask someone, by email, to be friends.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, isUnauthorizedError } from '@/lib/api-client';
import { errorMessageOr } from '@/lib/api-error-message';
import type { ApiAnswer, ApiRequestBody } from '@/lib/api/api-types';
import { invalidateDependents } from '@/lib/query-dependencies';
import { friendKeys } from './friend-keys';

/** Answers `status: 'accepted'` when they had already asked me: the two requests make a friendship. */
function sendFriendRequest(friendEmail: string) {
  const body: ApiRequestBody<'post', '/api/friends/request'> = { friendEmail };
  return apiRequest<ApiAnswer<'post', '/api/friends/request'>>('/api/friends/request', { method: 'POST', body });
}

export function useSendFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFriendRequest,
    onSuccess: ({ status }) => {
      if (status === 'accepted') {
        // Their request to me is answered and they are a friend now.
        void queryClient.invalidateQueries({ queryKey: friendKeys.all });
        void invalidateDependents(queryClient, 'friendships');
        toast({ title: 'Request Updated', description: 'Friend request has been updated!' });
        return;
      }
      // The same words whether or not anyone uses Pause with the address: the server answers alike.
      void queryClient.invalidateQueries({ queryKey: friendKeys.sent() });
      toast({ title: 'Friend Request Sent', description: 'Your friend request has been sent!' });
    },
    onError: (error) => {
      // A 401 already has its own notice and redirect (see lib/query-client).
      if (isUnauthorizedError(error)) return;
      toast({
        title: 'Error',
        description: errorMessageOr(error, 'Failed to send friend request'),
        variant: 'destructive',
      });
    },
  });
}
