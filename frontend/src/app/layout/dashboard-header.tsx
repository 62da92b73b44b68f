// Top bar for a signed-in person: who they are, the theme, and the way out. On a phone the greeting
// takes a row of its own under the name and the buttons, so none of them is squeezed. Under it, while
// Pause cannot reach its server, the offline banner.
import { LogOut } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { BrandMark } from '@/components/ui/brand-mark';
import { buttonStyles } from '@/components/ui/button-styles';
import { OfflineBanner } from '@/components/ui/offline-banner';
import { ThemeSwitch } from '@/components/ui/theme-switch';
import { Tooltip } from '@/components/ui/tooltip';
import { LOGOUT_URL } from '@/lib/auth/auth-navigation';
import { avatarInitial, firstNameOrFriend } from '@/lib/auth/display-name';
import type { User } from '@/lib/auth/get-user';
import { forgetApiAnswers } from '@/lib/offline/forget-api-answers';
import { forgetPresses } from '@/lib/offline/press-queue';

/** Longest a sign-out waits for the device to forget; storage that hangs must not keep anyone signed in. */
const FORGET_WAIT_MS = 1_000;

/**
 * Forgets what this device keeps for the person (the answers kept for reading offline, the presses not
 * yet sent) before the browser leaves for the sign-out: a page being left may not finish an IndexedDB
 * write. The service worker forgets the answers on that navigation too.
 */
function signOut(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const forgotten = Promise.all([forgetApiAnswers(), forgetPresses()]);
  const waited = new Promise((resolve) => setTimeout(resolve, FORGET_WAIT_MS));
  void Promise.race([forgotten, waited]).finally(() => window.location.assign(LOGOUT_URL));
}

export function DashboardHeader({ user }: { user: User }) {
  const greeting = `Hi, ${firstNameOrFriend(user)}`;
  return (
    <header className="border-b border-line bg-surface/80 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-3 px-4 py-3 sm:flex-nowrap sm:px-8 sm:py-4">
        <BrandMark className="shrink-0" />
        <div className="order-3 flex w-full min-w-0 items-center gap-2 sm:order-none sm:ml-auto sm:w-auto sm:gap-3">
          <Avatar imageUrl={user.profileImageUrl} initial={avatarInitial(user)} />
          <span title={greeting} className="min-w-0 truncate text-sm font-medium text-ink sm:max-w-[12rem]">
            {greeting}
          </span>
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <ThemeSwitch />
          <Tooltip content="See you soon. Your sessions stay safe.">
            <a href={LOGOUT_URL} onClick={signOut} className={buttonStyles('ghost', 'sm', 'whitespace-nowrap')}>
              <LogOut aria-hidden="true" className="size-4" />
              Sign Out
            </a>
          </Tooltip>
        </div>
      </div>
      <OfflineBanner />
    </header>
  );
}
