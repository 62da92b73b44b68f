// Friend requests addressed to me, each waiting for a yes or a no.
import clsx from 'clsx';
import { Check, X } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LIST_HEADING, LIST_ROW } from '@/components/ui/list-styles';
import { avatarInitial } from '@/lib/auth/display-name';
import { useAnswerFriendRequest } from '@/features/friends/api/answer-friend-request';
import type { FriendRequest } from '@/features/friends/api/get-friend-requests';
import { fullName } from '@/features/friends/person';

export function FriendRequestList({ requests }: { requests: readonly FriendRequest[] }) {
  const answer = useAnswerFriendRequest();

  return (
    <section aria-labelledby="friend-requests-title" className="flex flex-col gap-2">
      <h3 id="friend-requests-title" className={LIST_HEADING}>
        Friend requests
      </h3>
      <ul className="flex flex-col gap-2">
        {requests.map((request) => {
          const answering = answer.isPending && answer.variables?.id === request.id;
          return (
            <li key={request.id} data-testid="friend-request" className={clsx(LIST_ROW, 'flex-wrap')}>
              <Avatar imageUrl={request.requesterUser.profileImageUrl} initial={avatarInitial(request.requesterUser)} />
              <div className="min-w-0 flex-1">
                <p className="wrap-anywhere font-medium text-ink">{fullName(request.requesterUser)}</p>
                <p className="text-xs text-ink-muted">Wants to compare balance with you</p>
              </div>
              <div className="ml-auto flex shrink-0 gap-2">
                <Button
                  size="sm"
                  disabled={answering}
                  onClick={() => answer.mutate({ id: request.id, status: 'accepted' })}
                >
                  <Check aria-hidden="true" className="size-4" />
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={answering}
                  onClick={() => answer.mutate({ id: request.id, status: 'declined' })}
                >
                  <X aria-hidden="true" className="size-4" />
                  Decline
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
