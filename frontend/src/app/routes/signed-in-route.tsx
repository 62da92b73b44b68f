// What '/' shows a signed-in person, loaded after sign-in: the dashboard inside the providers only it
// needs. Tooltips are the dashboard's alone, so their provider stays out of the landing page's first
// load (docs/performance.md).
import { TooltipProvider } from '@/components/ui/tooltip';
import type { User } from '@/lib/auth/get-user';
import { DashboardRoute } from './dashboard-route';

export function SignedInRoute({ user }: { user: User }) {
  return (
    <TooltipProvider>
      <DashboardRoute user={user} />
    </TooltipProvider>
  );
}
