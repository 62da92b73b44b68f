// What a signed-in person sees, loaded after sign-in: the dashboard at '/', or a month's or a year's
// view, inside the providers only they need. Tooltips are the signed-in pages' alone, so their provider
// stays out of the landing page's first load (docs/performance.md).
import { useParams } from 'react-router-dom';
import { TooltipProvider } from '@/components/ui/tooltip';
import type { User } from '@/lib/auth/get-user';
import { DashboardRoute } from './dashboard-route';
import { PeriodRoute } from './period-route';

export function SignedInRoute({ user }: { user: User }) {
  // '/month/:month' and '/year/:year' (app/routes.tsx) name their period; '/' is the dashboard.
  const params = useParams();
  const view = params.month !== undefined ? 'month' : params.year !== undefined ? 'year' : 'week';
  return (
    <TooltipProvider>
      {view === 'week' ? <DashboardRoute user={user} /> : <PeriodRoute user={user} view={view} />}
    </TooltipProvider>
  );
}
