// The one place to move through time (issue 26): week, month or year, the one before and after, and
// back to now. Every move is a link, so it is an address of its own (lib/period.ts): shareable, kept
// on a reload, and undone by the browser's back button.
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { formatDayRange, formatMonth, formatYear } from '@/lib/date-format';
import { addDays, parseIsoDate, shiftMonth, weekStartOf, yearMonthOf, type YearMonth } from '@/lib/dates';
import { isAfterMonth, monthPath, shiftWeek, weekPath, yearPath } from '@/lib/period';

export type ShownPeriod =
  { kind: 'week'; weekStart: string } | { kind: 'month'; month: YearMonth } | { kind: 'year'; year: number };

type Step = { label: string; to: string | null };

type BarReading = {
  title: string;
  previous: Step;
  next: Step;
  now: { label: string; to: string; isNow: boolean };
  views: { week: string; month: string; year: string };
};

/** What the bar shows for a period, and where each of its links goes: never past now. */
export function periodBarReading(shown: ShownPeriod, today: Date): BarReading {
  const currentMonth = yearMonthOf(today);
  const currentYear = today.getFullYear();
  switch (shown.kind) {
    case 'week': {
      const monday = parseIsoDate(shown.weekStart);
      const isNow = shown.weekStart === weekStartOf(today);
      return {
        title: formatDayRange(monday, addDays(monday, 6)),
        previous: { label: 'Previous week', to: weekPath(shiftWeek(shown.weekStart, -1), today) },
        next: { label: 'Next week', to: isNow ? null : weekPath(shiftWeek(shown.weekStart, 1), today) },
        now: { label: 'This week', to: '/', isNow },
        views: {
          week: weekPath(shown.weekStart, today),
          month: monthPath(yearMonthOf(monday)),
          year: yearPath(monday.getFullYear()),
        },
      };
    }
    case 'month': {
      const first = new Date(shown.month.year, shown.month.month - 1, 1);
      const isNow = !isAfterMonth(currentMonth, shown.month);
      const next = shiftMonth(shown.month, 1);
      return {
        title: formatMonth(first),
        previous: { label: 'Previous month', to: monthPath(shiftMonth(shown.month, -1)) },
        next: { label: 'Next month', to: isAfterMonth(next, currentMonth) ? null : monthPath(next) },
        now: { label: 'This month', to: monthPath(currentMonth), isNow },
        views: {
          week: isNow ? '/' : weekPath(weekStartOf(first), today),
          month: monthPath(shown.month),
          year: yearPath(shown.month.year),
        },
      };
    }
    case 'year': {
      const isNow = shown.year >= currentYear;
      return {
        title: formatYear(new Date(shown.year, 0, 1)),
        previous: { label: 'Previous year', to: yearPath(shown.year - 1) },
        next: { label: 'Next year', to: isNow ? null : yearPath(shown.year + 1) },
        now: { label: 'This year', to: yearPath(currentYear), isNow },
        views: {
          week: isNow ? '/' : weekPath(weekStartOf(new Date(shown.year, 0, 1)), today),
          month: monthPath(isNow ? currentMonth : { year: shown.year, month: 1 }),
          year: yearPath(shown.year),
        },
      };
    }
    default: {
      const unknown: never = shown;
      throw new Error(`Unknown period: ${String(unknown)}`);
    }
  }
}

export function PeriodBar({ shown, today, className }: { shown: ShownPeriod; today: Date; className?: string }) {
  const reading = periodBarReading(shown, today);
  return (
    <nav
      aria-label="Period"
      data-testid="period-bar"
      className={clsx(
        'flex flex-wrap items-center justify-between gap-3 rounded-3xl border border-line bg-surface p-3 shadow-sm shadow-ink/5',
        className,
      )}
    >
      <ul aria-label="View" className="flex gap-1 rounded-full bg-canvas p-1">
        <ViewLink to={reading.views.week} current={shown.kind === 'week'}>
          Week
        </ViewLink>
        <ViewLink to={reading.views.month} current={shown.kind === 'month'}>
          Month
        </ViewLink>
        <ViewLink to={reading.views.year} current={shown.kind === 'year'}>
          Year
        </ViewLink>
      </ul>
      {/* On a phone the steps take a row of their own, under the views and the way back to now. */}
      <div className="order-last flex w-full min-w-0 items-center justify-between gap-1 sm:order-none sm:w-auto sm:justify-center">
        <StepLink step={reading.previous}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </StepLink>
        <h2
          aria-live="polite"
          data-testid="period-label"
          className="min-w-0 px-1 text-center font-display text-base font-semibold text-ink sm:min-w-[12rem]"
        >
          {reading.title}
        </h2>
        <StepLink step={reading.next}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </StepLink>
      </div>
      {reading.now.isNow ? (
        <span aria-hidden="true" className="hidden w-32 sm:block" />
      ) : (
        <Link to={reading.now.to} className={buttonStyles('outline', 'sm', 'w-32 whitespace-nowrap')}>
          {reading.now.label}
        </Link>
      )}
    </nav>
  );
}

function ViewLink({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        aria-current={current ? 'page' : undefined}
        className={clsx(
          buttonStyles('ghost', 'sm', 'px-4'),
          current && 'bg-accent text-white hover:bg-accent-strong dark:hover:bg-accent/80',
        )}
      >
        {children}
      </Link>
    </li>
  );
}

function StepLink({ step, children }: { step: Step; children: ReactNode }) {
  if (!step.to) {
    return (
      <span role="link" aria-disabled="true" aria-label={step.label} className={buttonStyles('ghost', 'icon')}>
        {children}
      </span>
    );
  }
  return (
    <Link to={step.to} aria-label={step.label} className={buttonStyles('ghost', 'icon')}>
      {children}
    </Link>
  );
}
