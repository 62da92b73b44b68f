// POST /api/friends/request: ask someone, by email, to be friends.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest, isUnauthorizedError } from '../../../lib/api-client';
import { errorMessageOr } from '../../../lib/api-error-message';
import { invalidateDependents } from '../../../lib/query-dependencies';
import type { PersonSummary } from '../person';
import { friendKeys } from './friend-keys';

type SentFriendRequest = {
  id: string;
  /** 'accepted' when they had already asked me: the two requests make a friendship. */
  status: 'pending' | 'accepted';
  friendUser: PersonSummary;
};

function sendFriendRequest(friendEmail: string): Promise<SentFriendRequest> {
  return apiRequest<SentFriendRequest>('/api/friends/request', { method: 'POST', body: { friendEmail } });
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
