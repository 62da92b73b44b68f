// Top bar of the landing page: the name, the theme and a way in.
import { BrandMark } from '@/components/ui/brand-mark';
import { ThemeSwitch } from '@/components/ui/theme-switch';
import { SignInLink } from './sign-in-link';

export function LandingHeader() {
  return (
    <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-5 sm:px-8">
      <BrandMark />
      <div className="flex items-center gap-1 sm:gap-2">
        <ThemeSwitch />
        <SignInLink variant="outline" size="sm" className="whitespace-nowrap">
          Sign In
        </SignInLink>
      </div>
    </header>
  );
}
