// What the landing page says when sign-in sent the person back with `?signIn=<reason>` (the backend's
// reasons: cancelled, unavailable, misconfigured, failed). Any other value reads as a failed attempt.
import type { ToastVariant } from '@/components/ui/toast-store';

export type SignInFailureNotice = {
  title: string;
  description: string;
  variant: ToastVariant;
};

const NOTICES: Record<string, SignInFailureNotice> = {
  cancelled: {
    title: 'Sign-in cancelled',
    description: 'You did not finish signing in, so nothing has changed. Try again whenever you like.',
    variant: 'default',
  },
  unavailable: {
    title: 'Sign-in is unavailable',
    description: 'The sign-in service is unavailable right now. Please try again in a moment.',
    variant: 'destructive',
  },
  misconfigured: {
    title: 'Sign-in is not set up correctly',
    description:
      'Pause could not finish signing you in because of a problem with how it is set up. Please tell the person who runs Pause for you.',
    variant: 'destructive',
  },
  failed: {
    title: 'Sign-in did not complete',
    description: 'Your sign-in was interrupted or took too long. Please try again.',
    variant: 'destructive',
  },
};

/** The notice for `?signIn=<reason>`, or undefined when the address carries none. */
export function signInFailureNotice(search: string): SignInFailureNotice | undefined {
  const reason = new URLSearchParams(search).get('signIn');
  if (reason === null) return undefined;
  return Object.hasOwn(NOTICES, reason) ? NOTICES[reason] : NOTICES.failed;
}
