// The Friends tab: requests waiting for me, a way to add someone, the requests I sent that still
// wait, and my friends. While it shows, its lists are read again every SOCIAL_TAB_REFRESH_MS, so a
// request or an answer arrives without a reload.
import { EMPTY_NOTE } from '@/components/ui/list-styles';
import { LoadErrorNote } from '@/components/ui/load-notes';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { isUnauthorizedError } from '@/lib/api-client';
import { useFriendRequests } from '@/features/friends/api/get-friend-requests';
import { useFriends } from '@/features/friends/api/get-friends';
import { useSentFriendRequests } from '@/features/friends/api/get-sent-friend-requests';
import { AddFriendForm } from './add-friend-form';
import { FriendList, type FriendActions } from './friend-list';
import { FriendRequestList } from './friend-request-list';
import { SentFriendRequestList } from './sent-friend-request-list';

type FriendsTabProps = {
  /** What each friend's row offers besides their name, handed in by the dashboard. */
  friendActions?: FriendActions;
};

export function FriendsTab({ friendActions }: FriendsTabProps) {
  const requests = useFriendRequests({ whileOpen: true });
  const sent = useSentFriendRequests();
  // After a 401 the read yields nothing while the sign-in redirect is on its way.
  const requestList = requests.data ?? [];
  const sentList = sent.data ?? [];

  // The form keeps its place whatever the lists do, so a typed email survives them loading.
  return (
    <div className="flex flex-col gap-6">
      {requestList.length > 0 ? <FriendRequestList requests={requestList} /> : null}
      <AddFriendForm />
      {sentList.length > 0 ? <SentFriendRequestList requests={sentList} /> : null}
      <FriendsContent hasRequests={requestList.length + sentList.length > 0} friendActions={friendActions} />
    </div>
  );
}

function FriendsContent({ hasRequests, friendActions }: { hasRequests: boolean; friendActions?: FriendActions }) {
  const friends = useFriends({ whileOpen: true });
  const requests = useFriendRequests();

  if ([friends, requests].some((query) => query.isError && !isUnauthorizedError(query.error))) {
    return (
      <LoadErrorNote
        what="your friends"
        onRetry={() => {
          if (friends.isError) void friends.refetch();
          if (requests.isError) void requests.refetch();
        }}
      />
    );
  }
  if (friends.isPending || requests.isPending) {
    return <RowsSkeleton label="Loading your friends..." />;
  }

  const friendList = friends.data ?? [];
  if (friendList.length > 0) return <FriendList friends={friendList} actions={friendActions} />;
  if (hasRequests) return null;
  return <p className={EMPTY_NOTE}>No friends yet. Add friends to compare balance scores!</p>;
}
