// Top bar of the landing page: the name and a way in.
import { BrandMark } from '../../../components/ui/brand-mark';
import { SignInLink } from './sign-in-link';

export function LandingHeader() {
  return (
    <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-5 py-5 sm:px-8">
      <BrandMark />
      <SignInLink variant="outline" size="sm">
        Sign In
      </SignInLink>
    </header>
  );
}
