// 'Share Your Balance' fed with this week's hours, read the way the Life Balance Dial reads them:
// the share feature needs nothing from analytics.
import { emptyWeeklyAnalytics, useWeeklyAnalytics } from '@/features/analytics/api/get-weekly-analytics';
import { ShareBalanceCard, type ShareableWeek } from '@/features/share/components/share-balance-card';
import { useToday } from '@/hooks/use-today';
import { isUnauthorizedError } from '@/lib/api-client';
import { weekStartOf } from '@/lib/dates';

export function ShareYourBalance({ name }: { name: string }) {
  const weekStart = weekStartOf(useToday());
  const weekly = useWeeklyAnalytics(weekStart);

  let week: ShareableWeek;
  if (weekly.isPending) week = { status: 'loading' };
  else if (weekly.isError && !isUnauthorizedError(weekly.error)) {
    week = { status: 'failed', retry: () => void weekly.refetch() };
  }
  // A 401 is on its way to the sign-in page: show an empty week meanwhile, as the dial does.
  else week = { status: 'ready', hours: weekly.data ?? emptyWeeklyAnalytics(weekStart) };

  return <ShareBalanceCard name={name} week={week} />;
}
