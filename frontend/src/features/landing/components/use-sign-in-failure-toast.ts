// Shows why the last sign-in did not complete, once, with a Try again button; then drops
// `?signIn=` from the address so a reload or a shared link does not show it again.
import { useEffect } from 'react';
import { toast } from '@/components/ui/toast-store';
import { LOGIN_URL } from '@/lib/auth/auth-navigation';
import { signInFailureNotice } from '@/features/landing/sign-in-failure';

export function useSignInFailureToast() {
  useEffect(() => {
    const notice = signInFailureNotice(window.location.search);
    if (!notice) return;
    toast({ ...notice, action: { label: 'Try again', href: LOGIN_URL }, persistent: true });
    const url = new URL(window.location.href);
    url.searchParams.delete('signIn');
    window.history.replaceState(window.history.state, '', url);
  }, []);
}
