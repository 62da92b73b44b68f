// GET /api/analytics/month-summary and /api/analytics/year-summary: a month or a year at a glance
// (totals, life share so far, best and hardest weeks, the trend's months, the tracked days).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiSchema } from '@/lib/api/api-types';
import type { YearMonth } from '@/lib/dates';
import { analyticsKeys } from './analytics-keys';

export type PeriodSummary = ApiSchema<'PeriodSummaryAnswer'>;

const monthSummaryQueryOptions = ({ year, month }: YearMonth) =>
  queryOptions({
    queryKey: analyticsKeys.monthSummary(year, month),
    queryFn: () => {
      const query = new URLSearchParams({ year: String(year), month: String(month) });
      return apiRequest<ApiAnswer<'get', '/api/analytics/month-summary'>>(`/api/analytics/month-summary?${query}`);
    },
    // A saved, corrected or imported session changes this answer.
    meta: { dependsOn: ['sessions'] },
  });

const yearSummaryQueryOptions = (year: number) =>
  queryOptions({
    queryKey: analyticsKeys.yearSummary(year),
    queryFn: () => {
      const query = new URLSearchParams({ year: String(year) });
      return apiRequest<ApiAnswer<'get', '/api/analytics/year-summary'>>(`/api/analytics/year-summary?${query}`);
    },
    meta: { dependsOn: ['sessions'] },
  });

export function useMonthSummary(shown: YearMonth) {
  return useQuery(monthSummaryQueryOptions(shown));
}

export function useYearSummary(year: number) {
  return useQuery(yearSummaryQueryOptions(year));
}
