// 'Friends & Challenges': friends and their requests, balance challenges, and this week's
// leaderboard, each in its own tab. The tabs come from two features, friends and challenges; this
// panel puts them together and gives each friend's row the challenges feature's Challenge button.
import { Medal, Swords, Users } from 'lucide-react';
import { Card, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { firstNameOrFriend } from '@/lib/auth/display-name';
import { useChallenges } from '@/features/challenges/api/get-challenges';
import { ChallengeFriendButton } from '@/features/challenges/components/challenge-friend-button';
import { ChallengesTab } from '@/features/challenges/components/challenges-tab';
import { useFriends } from '@/features/friends/api/get-friends';
import type { FriendActions } from '@/features/friends/components/friend-list';
import { FriendsTab } from '@/features/friends/components/friends-tab';
import { LeaderboardTab } from '@/features/friends/components/leaderboard-tab';

const TAB_ICON = 'hidden size-4 sm:block';

/** Each friend can be challenged, to this week or the next. */
const challengeFriend: FriendActions = (friend) => (
  <ChallengeFriendButton friendId={friend.friendId} friendName={firstNameOrFriend(friend.friendUser)} />
);

export function FriendsChallengesPanel({ className }: { className?: string }) {
  const friends = useFriends();
  const challenges = useChallenges();

  return (
    <Card aria-labelledby="friends-challenges-title" className={className}>
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-2xl bg-sage-soft">
          <Users className="size-5 text-sage-strong" />
        </span>
        <div>
          <CardTitle id="friends-challenges-title">Friends & Challenges</CardTitle>
          <p className="text-sm text-ink-muted">Compare balance with friends and cheer each other on.</p>
        </div>
      </div>
      <Tabs defaultValue="friends" className="mt-5">
        <TabsList aria-label="Friends and challenges views">
          <TabsTrigger value="friends">
            <Users aria-hidden="true" className={TAB_ICON} />
            Friends ({friends.data?.length ?? 0})
          </TabsTrigger>
          <TabsTrigger value="challenges">
            <Swords aria-hidden="true" className={TAB_ICON} />
            Challenges ({challenges.data?.length ?? 0})
          </TabsTrigger>
          <TabsTrigger value="leaderboard">
            <Medal aria-hidden="true" className={TAB_ICON} />
            Leaderboard
          </TabsTrigger>
        </TabsList>
        <TabsContent value="friends">
          <FriendsTab friendActions={challengeFriend} />
        </TabsContent>
        <TabsContent value="challenges">
          <ChallengesTab />
        </TabsContent>
        <TabsContent value="leaderboard">
          <LeaderboardTab />
        </TabsContent>
      </Tabs>
    </Card>
  );
}
