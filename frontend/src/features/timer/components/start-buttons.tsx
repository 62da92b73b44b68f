// The two ways to begin: a work session or a commute.
import { Briefcase, Car } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { SessionType } from '@/lib/session-type';

type StartButtonsProps = {
  disabled: boolean;
  onStart: (type: SessionType) => void;
};

export function StartButtons({ disabled, onStart }: StartButtonsProps) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <Button size="lg" aria-keyshortcuts="W" disabled={disabled} onClick={() => onStart('work')}>
        <Briefcase aria-hidden="true" className="size-5" />
        Start Work
      </Button>
      <Button
        size="lg"
        variant="secondary"
        aria-keyshortcuts="C"
        disabled={disabled}
        onClick={() => onStart('commute')}
      >
        <Car aria-hidden="true" className="size-5" />
        Start Commute
      </Button>
    </div>
  );
}
