// The week the dashboard's week-bound cards follow, read from and written to the address bar
// (lib/period.ts): moving to another week is a new history entry, so the browser's back button goes
// back in time, and a reload or a shared link opens the same week.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { weekStartOf } from '@/lib/dates';
import { chosenWeekStart, weekPath } from '@/lib/period';
import { useToday } from './use-today';

export type ChosenWeek = {
  /** The Monday of the chosen week, YYYY-MM-DD. */
  weekStart: string;
  isCurrentWeek: boolean;
  today: Date;
  goToWeek: (weekStart: string) => void;
};

export function useChosenWeek(): ChosenWeek {
  const today = useToday();
  // useLocation rather than useSearchParams: the latter would bring react-router's search-param code
  // into the landing page's first load, which shares the router's module.
  const { search } = useLocation();
  const navigate = useNavigate();
  const weekStart = chosenWeekStart(new URLSearchParams(search).get('week'), today);
  const goToWeek = useCallback((next: string) => navigate(weekPath(next, today)), [navigate, today]);
  return { weekStart, isCurrentWeek: weekStart === weekStartOf(today), today, goToWeek };
}
