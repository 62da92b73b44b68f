// The balance card itself: what the preview shows and the PNG holds.
//
// html2canvas 1.4.1 cannot read the colour functions Tailwind 4 writes for its
// default palette and for opacity modifiers (oklch(), oklab(), color-mix(),
// color()): it throws and the whole download fails. So everything inside this
// card uses only the theme's hex colours from index.css, through plain classes
// like `bg-sand-soft` or `var(--palette-…)`: no `/50`-style modifiers, no
// default-palette colours, no shadows or rings (the shadow sits on a wrapper
// outside the capture) and no SVG icons (html2canvas draws SVG from a copy
// that has lost the page's CSS).
import type { Ref } from 'react';
import { BrandMark } from '@/components/ui/brand-mark';
import type { ReportFigures } from '@/features/share/report-figures';

type BalanceReportCardProps = {
  name: string;
  figures: ReportFigures;
  titleId: string;
  /** Which week the card is of: 'This week', or a past week's dates. */
  periodLabel?: string;
  ref?: Ref<HTMLDivElement>;
};

const kinds = [
  { key: 'work', label: 'Work', colour: 'bg-accent' },
  { key: 'commute', label: 'Commute', colour: 'bg-mist' },
  { key: 'life', label: 'Life', colour: 'bg-sage' },
] as const;

// A soft morning light across the card, in the theme's own colours.
const cardBackground = {
  backgroundImage:
    'linear-gradient(160deg, var(--palette-accent-soft) 0%, var(--palette-surface) 52%, var(--palette-sand-soft) 100%)',
};

export function BalanceReportCard({ name, figures, titleId, periodLabel = 'This week', ref }: BalanceReportCardProps) {
  return (
    <div
      ref={ref}
      data-testid="balance-report-card"
      // theme-light: the card is the same light card, and the PNG the same, whatever the page's theme.
      className="theme-light relative w-full overflow-hidden rounded-[28px] bg-accent-soft p-5 text-ink sm:p-7"
      style={cardBackground}
    >
      <div aria-hidden="true" className="absolute -top-20 -right-16 size-48 rounded-full bg-sand-soft" />
      <div aria-hidden="true" className="absolute -top-6 right-8 size-16 rounded-full bg-sand" />

      <div className="relative">
        <div className="flex items-center justify-between gap-3">
          <BrandMark className="text-lg" />
          <span className="text-[11px] font-semibold tracking-[0.16em] text-accent-strong uppercase">
            {periodLabel}
          </span>
        </div>

        <h3 id={titleId} className="mt-7 font-display text-2xl leading-tight font-semibold wrap-anywhere">
          {name}'s Weekly Report
        </h3>

        <div className="mt-5" data-testid="balance-score">
          <p className="font-display text-7xl leading-none font-semibold text-accent-strong">
            {figures.score}
            <span className="text-4xl">%</span>
          </p>
          <p className="mt-2 text-xs font-semibold tracking-[0.14em] text-ink-muted uppercase">
            Work-Life Balance Score
          </p>
        </div>

        <div aria-hidden="true" className="mt-6 flex h-2.5 overflow-hidden rounded-full bg-line">
          {kinds.map(({ key, colour }) => (
            <div key={key} className={colour} style={{ width: `${figures.shares[key]}%` }} />
          ))}
        </div>

        {/* Three across where they fit, fewer on the narrowest phones, never spilling out of the card. */}
        <dl className="mt-4 grid grid-cols-[repeat(auto-fit,minmax(5.25rem,1fr))] gap-2">
          {kinds.map(({ key, label, colour }) => (
            <div key={key} className="min-w-0 rounded-2xl bg-surface px-2 py-3 sm:px-3">
              <dt className="flex items-center gap-1 text-[11px] font-semibold text-ink-muted uppercase sm:gap-1.5 sm:tracking-[0.06em]">
                <span aria-hidden="true" className={`size-1.5 shrink-0 rounded-full sm:size-2 ${colour}`} />
                {label}
              </dt>
              <dd className="mt-1 text-lg font-semibold text-ink">{figures.hours[key]}</dd>
            </div>
          ))}
        </dl>

        <p className="mt-7 font-display text-lg leading-snug text-ink italic">Time for life is never time wasted.</p>
        <p className="mt-1 text-xs text-ink-muted">Take Back Your Time</p>
      </div>
    </div>
  );
}
