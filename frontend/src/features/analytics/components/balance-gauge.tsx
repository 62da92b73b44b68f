// The dial itself: a ring filled to the week's life share, coloured by its status.
import type { BalanceBand } from '@pause/rules/balance-bands';
import clsx from 'clsx';
import { toneStyles } from './tone-styles';

const RADIUS = 50;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

type BalanceGaugeProps = {
  percentage: number;
  status: string;
  /** 'none': a week too little tracked to judge, drawn in a neutral grey. */
  tone: BalanceBand | 'none';
};

export function BalanceGauge({ percentage, status, tone }: BalanceGaugeProps) {
  const shown = Math.min(100, Math.max(0, percentage));
  const offset = CIRCUMFERENCE * (1 - shown / 100);
  return (
    <div
      role="img"
      aria-label={`Life balance ${shown}%: ${status}`}
      data-testid="balance-dial"
      className="relative size-44 shrink-0"
    >
      <svg viewBox="0 0 120 120" className="size-full -rotate-90">
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="12" className="stroke-line/70" />
        {shown > 0 ? (
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            strokeWidth="12"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={offset}
            className={clsx(
              tone === 'none' ? 'stroke-ink-muted' : toneStyles[tone].stroke,
              'transition-[stroke-dashoffset] duration-700 ease-out',
            )}
          />
        ) : null}
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center text-center">
        <span className="font-display text-4xl font-semibold text-ink tabular-nums">{shown}%</span>
        <span
          className={clsx('mt-0.5 text-sm font-semibold', tone === 'none' ? 'text-ink-muted' : toneStyles[tone].text)}
        >
          {status}
        </span>
      </div>
    </div>
  );
}
