// Any path the app does not know.
import { buttonStyles } from '@/components/ui/button-styles';
import { Link } from 'react-router-dom';

export function NotFoundRoute() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-5 text-center">
      <h1 className="font-display text-3xl font-semibold text-ink">404 Page Not Found</h1>
      <p className="text-ink-muted">This page took a longer pause than expected.</p>
      <Link to="/" className={buttonStyles('outline', 'sm')}>
        Back to Pause
      </Link>
    </main>
  );
}
