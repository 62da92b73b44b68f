// The Challenge button beside a friend: it asks which week (this one or the next) and confirms before
// anything is created. The dashboard puts it in the friends list
// (app/routes/dashboard/friends-challenges-panel.tsx), with the friend's name.
import { Swords } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

const ChallengeWeekDialog = lazy(() => import('./challenge-week-dialog'));

export function ChallengeFriendButton({ friendId, friendName }: { friendId: string; friendName: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button ref={opener} size="sm" variant="secondary" onClick={() => setOpen(true)}>
        <Swords aria-hidden="true" className="size-4" />
        Challenge
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ChallengeWeekDialog
            friendId={friendId}
            friendName={friendName}
            open={open}
            onOpenChange={setOpen}
            opener={opener}
          />
        </Suspense>
      ) : null}
    </>
  );
}
