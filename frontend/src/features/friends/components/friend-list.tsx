// My friends, each with what the dashboard offers to do with them (a Challenge button): the list
// itself knows nothing of challenges.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { LIST_HEADING, LIST_ROW } from '@/components/ui/list-styles';
import { avatarInitial } from '@/lib/auth/display-name';
import type { Friend } from '@/features/friends/api/get-friends';
import { fullName } from '@/features/friends/person';

/** What to show at the end of a friend's row. */
export type FriendActions = (friend: Friend) => ReactNode;

type FriendListProps = {
  friends: readonly Friend[];
  actions?: FriendActions;
};

export function FriendList({ friends, actions }: FriendListProps) {
  return (
    <section aria-labelledby="friend-list-title" className="flex flex-col gap-2">
      <h3 id="friend-list-title" className={LIST_HEADING}>
        Your friends
      </h3>
      <ul className="flex flex-col gap-2">
        {friends.map((friend) => (
          <li key={friend.id} data-testid="friend" className={clsx(LIST_ROW, 'flex-wrap')}>
            <Avatar imageUrl={friend.friendUser.profileImageUrl} initial={avatarInitial(friend.friendUser)} />
            <p className="min-w-32 flex-1 font-medium wrap-anywhere text-ink">{fullName(friend.friendUser)}</p>
            {actions?.(friend)}
          </li>
        ))}
      </ul>
    </section>
  );
}
