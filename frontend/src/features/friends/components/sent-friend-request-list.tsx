// Friend requests I sent that still wait, each with a way to withdraw it. They read alike whether or
// not anyone uses Pause with the address, as the server answers alike: nobody learns who does.
import clsx from 'clsx';
import { Mail, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LIST_HEADING, LIST_ROW } from '@/components/ui/list-styles';
import type { SentFriendRequest } from '@/features/friends/api/get-sent-friend-requests';
import { useWithdrawFriendRequest } from '@/features/friends/api/withdraw-friend-request';

export function SentFriendRequestList({ requests }: { requests: readonly SentFriendRequest[] }) {
  const withdraw = useWithdrawFriendRequest();

  return (
    <section aria-labelledby="sent-friend-requests-title" className="flex flex-col gap-2">
      <h3 id="sent-friend-requests-title" className={LIST_HEADING}>
        Sent requests
      </h3>
      <ul className="flex flex-col gap-2">
        {requests.map((request) => {
          const withdrawing = withdraw.isPending && withdraw.variables === request.id;
          return (
            <li key={request.id} data-testid="sent-friend-request" className={clsx(LIST_ROW, 'flex-wrap')}>
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-ink-muted"
              >
                <Mail className="size-4" />
              </span>
              {/* Wide enough to read; on a phone the button goes to the next line rather than squeeze it. */}
              <div className="min-w-0 flex-1 basis-48">
                {/* An address wraps where it must rather than hide behind an ellipsis. */}
                <p className="font-medium wrap-anywhere text-ink">{request.email}</p>
                <p className="text-xs text-ink-muted">Pending. If they use Pause, they'll see your request.</p>
              </div>
              <Button
                size="sm"
                variant="outline"
                className="ml-auto shrink-0"
                disabled={withdrawing}
                aria-label={`Withdraw the request to ${request.email}`}
                onClick={() => withdraw.mutate(request.id)}
              >
                <Undo2 aria-hidden="true" className="size-4" />
                Withdraw
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
