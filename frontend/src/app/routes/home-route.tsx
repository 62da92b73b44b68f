// '/': a spinner while we learn who is here, then the landing page or the dashboard.
import { Spinner } from '../../components/ui/spinner';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { LandingPage } from '../../features/landing/components/landing-page';
import { useUser } from '../../lib/auth/get-user';

export function HomeRoute() {
  const { data: user, isPending } = useUser();

  if (isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner label="Loading your space" />
      </div>
    );
  }

  // A failed or 401 answer both mean "nobody we know": offer to sign in.
  return user ? <DashboardPage user={user} /> : <LandingPage />;
}
