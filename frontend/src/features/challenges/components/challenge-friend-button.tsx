// The Challenge button beside a friend: a balance challenge for this week, which began on Monday.
// The dashboard puts it in the friends list (app/routes/dashboard/friends-challenges-panel.tsx).
import { Swords } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useToday } from '@/hooks/use-today';
import { weekStartOf } from '@/lib/dates';
import { useCreateChallenge } from '@/features/challenges/api/create-challenge';

export function ChallengeFriendButton({ friendId }: { friendId: string }) {
  const weekStart = weekStartOf(useToday());
  const challenge = useCreateChallenge();

  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={challenge.isPending}
      onClick={() => challenge.mutate({ challengedId: friendId, weekStart })}
    >
      <Swords aria-hidden="true" className="size-4" />
      Challenge
    </Button>
  );
}
