// '/' (and a month's or a year's view): a spinner while we learn who is here, then the landing page or
// what a signed-in person asked for. That code loads only for people who are signed in, so visitors get
// the landing page quickly.
import { Suspense, lazy } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { LandingPage } from '@/features/landing/components/landing-page';
import { useUser } from '@/lib/auth/get-user';

const SignedInRoute = lazy(() => import('./signed-in-route').then((module) => ({ default: module.SignedInRoute })));

function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading your space" />
    </div>
  );
}

export function HomeRoute() {
  const { data: user, isPending } = useUser();

  if (isPending) return <FullPageSpinner />;

  // A failed or 401 answer both mean "nobody we know": offer to sign in.
  return user ? (
    <Suspense fallback={<FullPageSpinner />}>
      <SignedInRoute user={user} />
    </Suspense>
  ) : (
    <LandingPage />
  );
}
