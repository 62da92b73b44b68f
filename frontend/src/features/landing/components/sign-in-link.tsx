// Any "sign in" call to action: a plain link, so signing in is a real navigation.
import type { ReactNode } from 'react';
import { buttonStyles, type ButtonSize, type ButtonVariant } from '@/components/ui/button-styles';
import { LOGIN_URL } from '@/lib/auth/auth-navigation';

type SignInLinkProps = {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

export function SignInLink({ children, variant = 'primary', size = 'md', className }: SignInLinkProps) {
  return (
    <a href={LOGIN_URL} className={buttonStyles(variant, size, className)}>
      {children}
    </a>
  );
}
