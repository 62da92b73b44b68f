// My friends, each one a tap away from a balance challenge for this week.
import { Swords } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { LIST_HEADING, LIST_ROW } from '../../../components/ui/list-styles';
import { useToday } from '../../../hooks/use-today';
import { avatarInitial } from '../../../lib/auth/display-name';
import { weekStartOf } from '../../../lib/dates';
import { useCreateChallenge } from '../../challenges/api/create-challenge';
import type { Friend } from '../api/get-friends';
import { fullName } from '../person';

export function FriendList({ friends }: { friends: readonly Friend[] }) {
  const weekStart = weekStartOf(useToday());
  const challenge = useCreateChallenge();

  return (
    <section aria-labelledby="friend-list-title" className="flex flex-col gap-2">
      <h3 id="friend-list-title" className={LIST_HEADING}>
        Your friends
      </h3>
      <ul className="flex flex-col gap-2">
        {friends.map((friend) => {
          const sending = challenge.isPending && challenge.variables?.challengedId === friend.friendId;
          return (
            <li key={friend.id} data-testid="friend" className={LIST_ROW}>
              <Avatar imageUrl={friend.friendUser.profileImageUrl} initial={avatarInitial(friend.friendUser)} />
              <p className="min-w-0 flex-1 truncate font-medium text-ink">{fullName(friend.friendUser)}</p>
              <Button
                size="sm"
                variant="secondary"
                disabled={sending}
                onClick={() => challenge.mutate({ challengedId: friend.friendId, weekStart })}
              >
                <Swords aria-hidden="true" className="size-4" />
                Challenge
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
