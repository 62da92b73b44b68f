// DELETE /api/friends/requests/{id}: take back a friend request I sent that still waits.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, isUnauthorizedError } from '@/lib/api-client';
import { errorMessageOr } from '@/lib/api-error-message';
import type { ApiAnswer } from '@/lib/api/api-types';
import { friendKeys } from './friend-keys';

function withdrawFriendRequest(id: string) {
  return apiRequest<ApiAnswer<'delete', '/api/friends/requests/{id}'>>(
    `/api/friends/requests/${encodeURIComponent(id)}`,
    { method: 'DELETE' },
  );
}

export function useWithdrawFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawFriendRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: friendKeys.sent() });
      toast({ title: 'Request Withdrawn', description: 'Your friend request has been withdrawn.' });
    },
    onError: (error) => {
      // A 401 already has its own notice and redirect (see lib/query-client).
      if (isUnauthorizedError(error)) return;
      // Answered or withdrawn elsewhere meanwhile: the list shows what is true now.
      void queryClient.invalidateQueries({ queryKey: friendKeys.all });
      toast({
        title: 'Error',
        description: errorMessageOr(error, 'Failed to withdraw friend request'),
        variant: 'destructive',
      });
    },
  });
}
