// Under the timer, while presses kept on this device wait for the server: how many, in a live region;
// and when the server refused one, what it said, the timer it lost to, and a way to let the press go.
import { CloudUpload, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatTime } from '@/lib/date-format';
import { inPersonsDateStyle } from '@/lib/dated-message';
import type { KeptPress } from '@/lib/offline/press-queue';
import { refusalOf } from '@/features/timer/offline/send-presses';

type PressesWaitingProps = {
  presses: readonly KeptPress[];
  online: boolean;
  discarding: boolean;
  onDiscard: () => void;
};

function pressesInWords(count: number): string {
  return count === 1 ? '1 press' : `${count} presses`;
}

export function PressesWaiting({ presses, online, discarding, onDiscard }: PressesWaitingProps) {
  const [first, second] = presses;
  const refusal = first ? refusalOf(first) : null;
  return (
    <>
      <div role="status">
        {first && !refusal ? (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <CloudUpload aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <strong className="font-semibold text-ink">{pressesInWords(presses.length)} waiting to sync.</strong>{' '}
              {online ? 'Sending now…' : "They'll be sent when you're back online."}
            </span>
          </p>
        ) : null}
      </div>
      {first && refusal ? (
        <div role="alert" className="rounded-xl border border-line bg-sand-soft p-4 text-sm text-ink">
          <p className="flex items-start gap-2 font-semibold">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {first.kind === 'start' ? 'Your Start could not be saved' : 'Your Stop could not be saved'}
          </p>
          <p className="mt-1">{inPersonsDateStyle({ text: refusal.message, ...refusal })}</p>
          {refusal.runningTimer ? (
            <p className="mt-1">
              Your other device's {refusal.runningTimer.type} timer, started at{' '}
              {formatTime(new Date(refusal.runningTimer.startTime))}, got there first; it is the one running now.
            </p>
          ) : null}
          {presses.length > 1 ? (
            <p className="mt-1 text-ink-muted">{pressesInWords(presses.length - 1)} after it wait until you decide.</p>
          ) : null}
          <Button className="mt-3" variant="outline" size="sm" disabled={discarding} onClick={onDiscard}>
            {first.kind === 'start' && second?.kind === 'stop'
              ? 'Discard this press and its Stop'
              : 'Discard this press'}
          </Button>
        </div>
      ) : null}
    </>
  );
}
