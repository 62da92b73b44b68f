// DELETE /api/auth/user {confirmation}: the account and everything Pause keeps for the person are
// deleted and every session of theirs ends (204); 400 in the single error shape when the confirmation
// does not match. After a 204 the app forgets the person too (its cache, and what this device keeps
// for them: lib/person-storage, the answers kept for reading offline and the timer presses not yet
// sent: lib/offline), and '/' greets
// a visitor.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast-store';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiRequestBody } from '@/lib/api/api-types';
import { authKeys } from '@/lib/auth/auth-keys';
import type { User } from '@/lib/auth/get-user';
import { forgetApiAnswers } from '@/lib/offline/forget-api-answers';
import { forgetPresses } from '@/lib/offline/press-queue';
import { forgetPersonOnThisDevice } from '@/lib/person-storage';

function deleteAccount(confirmation: string) {
  const body: ApiRequestBody<'delete', '/api/auth/user'> = { confirmation };
  return apiRequest<ApiAnswer<'delete', '/api/auth/user'>>('/api/auth/user', { method: 'DELETE', body });
}

/**
 * Empties the query cache of everything about the person who is gone. "Who is signed in?" is answered
 * first, with nobody: '/' turns to the landing page and the dashboard's reads (the one-second poll among
 * them) stop as it goes; a read still on its way that answers 401 is then no news (lib/query-client),
 * so nothing sends the browser to sign in again. That answer is all the cache keeps. What the device
 * remembers for the person (their import's commute choices, the API answers kept for offline, the timer
 * presses not yet sent) goes too.
 */
function forgetThePerson(queryClient: QueryClient) {
  const personId = queryClient.getQueryData<User | null>(authKeys.user())?.id;
  if (personId) forgetPersonOnThisDevice(personId);
  void forgetApiAnswers();
  void forgetPresses();
  void queryClient.cancelQueries();
  queryClient.setQueryData(authKeys.user(), null);
  const whoIsSignedIn = queryClient.getQueryCache().find({ queryKey: authKeys.user(), exact: true });
  queryClient.removeQueries({ predicate: (query) => query !== whoIsSignedIn });
  // The dashboard leaves when its observers hear of nobody, on the query client's next tick; a read of
  // its that fires before then (the poll's interval, a refetch) builds its query again. After that
  // tick, with the dashboard gone, what came back and nothing observes is forgotten too.
  setTimeout(() =>
    queryClient.removeQueries({ predicate: (query) => query !== whoIsSignedIn && query.getObserversCount() === 0 }),
  );
  queryClient.getMutationCache().clear();
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    // Here rather than in the caller's mutate(): the dashboard, the dialog with it, is gone by the end.
    onSuccess: () => {
      forgetThePerson(queryClient);
      // Replace, so Back does not return to a dashboard that no longer exists.
      navigate('/', { replace: true });
      // The landing page starts at its top, not as far down as the dashboard was scrolled.
      window.scrollTo(0, 0);
      // The toaster sits above the router (app/providers), so the landing page shows it; a default
      // toast is announced politely. It stays until closed: the last thing Pause says to this person.
      toast({
        title: 'Your account has been deleted.',
        description: 'Everything Pause kept for you is gone. Take care of your time.',
        persistent: true,
      });
    },
  });
}
