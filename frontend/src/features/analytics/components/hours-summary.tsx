// Work, commute and life hours side by side, one decimal each (spec §9).
import clsx from 'clsx';
import { Briefcase, Car, Sun } from 'lucide-react';
import { formatHours } from '@/lib/hours-format';

type HoursSummaryProps = {
  workHours: number;
  commuteHours: number;
  lifeHours: number;
  className?: string;
};

export function HoursSummary({ workHours, commuteHours, lifeHours, className }: HoursSummaryProps) {
  const items = [
    { label: 'Work', hours: workHours, Icon: Briefcase },
    { label: 'Commute', hours: commuteHours, Icon: Car },
    { label: 'Life', hours: lifeHours, Icon: Sun },
  ];
  return (
    <dl className={clsx('grid grid-cols-3 gap-2 sm:gap-3', className)}>
      {items.map(({ label, hours, Icon }) => (
        <div key={label} className="rounded-2xl bg-canvas px-2 py-3 text-center">
          <dt className="flex items-center justify-center gap-1.5 text-xs font-medium tracking-wide text-ink-muted uppercase">
            <Icon aria-hidden="true" className="size-3.5" />
            {label}
          </dt>
          <dd className="mt-1 text-lg font-semibold text-ink tabular-nums">{formatHours(hours)}</dd>
        </div>
      ))}
    </dl>
  );
}
