// Top bar for a signed-in person: who they are and the way out.
import { LogOut } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar';
import { BrandMark } from '../../components/ui/brand-mark';
import { buttonStyles } from '../../components/ui/button-styles';
import { Tooltip } from '../../components/ui/tooltip';
import { LOGOUT_URL } from '../../lib/auth/auth-navigation';
import { avatarInitial, firstNameOrFriend } from '../../lib/auth/display-name';
import type { User } from '../../lib/auth/get-user';

export function DashboardHeader({ user }: { user: User }) {
  return (
    <header className="border-b border-line bg-surface/80 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-5 py-4 sm:px-8">
        <BrandMark />
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <Avatar imageUrl={user.profileImageUrl} initial={avatarInitial(user)} />
          <span className="max-w-[9rem] truncate text-sm font-medium text-ink">Hi, {firstNameOrFriend(user)}</span>
          <Tooltip content="See you soon. Your sessions stay safe.">
            <a href={LOGOUT_URL} className={buttonStyles('ghost', 'sm')}>
              <LogOut aria-hidden="true" className="size-4" />
              Sign Out
            </a>
          </Tooltip>
        </div>
      </div>
    </header>
  );
}
