// The Challenge button beside a friend: it asks which week (this one or the next) and confirms before
// anything is created. The dashboard puts it in the friends list
// (app/routes/dashboard/friends-challenges-panel.tsx), with the friend's name.
import { Swords } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useChallenges } from '@/features/challenges/api/get-challenges';
import { useCreateChallenge } from '@/features/challenges/api/create-challenge';

const ChallengeWeekDialog = lazy(() => import('./challenge-week-dialog'));

export function ChallengeFriendButton({ friendId, friendName }: { friendId: string; friendName: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const challenges = useChallenges();
  const create = useCreateChallenge();
  // My challenges with this friend, whoever created them: their weeks are taken.
  const takenWeeks = new Set(
    (challenges.data ?? [])
      .filter((challenge) => challenge.creator.id === friendId || challenge.challenged.id === friendId)
      .map((challenge) => challenge.weekStart),
  );

  return (
    <>
      <Button ref={opener} size="sm" variant="secondary" onClick={() => setOpen(true)}>
        <Swords aria-hidden="true" className="size-4" />
        Challenge
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ChallengeWeekDialog
            friendName={friendName}
            takenWeeks={takenWeeks}
            sending={create.isPending}
            onConfirm={(weekStart) =>
              create.mutate({ challengedId: friendId, weekStart }, { onSuccess: () => setOpen(false) })
            }
            open={open}
            onOpenChange={setOpen}
            opener={opener}
          />
        </Suspense>
      ) : null}
    </>
  );
}
