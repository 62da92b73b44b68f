// Says plainly, under the header, when Pause cannot reach its server: what shows is what this device
// last knew, and it catches up by itself once the connection is back (hooks/use-online-status.ts).
import { CloudOff } from 'lucide-react';
import { useCatchUpWhenBackOnline } from '@/hooks/use-online-status';

export function OfflineBanner() {
  const online = useCatchUpWhenBackOnline();
  // The live region stays in the page (empty, it takes no room), so a screen reader hears the sentence
  // when it appears.
  return (
    <div role="status">
      {!online && (
        <div className="border-t border-line bg-sand-soft">
          <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2.5 text-sm text-ink sm:items-center sm:px-8">
            <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 sm:mt-0" />
            <span>
              <strong className="font-semibold">You're offline.</strong> Pause is showing what it last knew, and will
              catch up when you're back online.
            </span>
          </p>
        </div>
      )}
    </div>
  );
}
