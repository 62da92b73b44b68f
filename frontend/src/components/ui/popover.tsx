// A small panel that opens from a button (Radix Popover: Escape and outside clicks close it, focus
// returns to the button). Not modal, so the page keeps scrolling and nothing is written inline.
import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';

type PopoverProps = {
  trigger: ReactElement;
  /** Names the panel for assistive technology. */
  label: string;
  children: ReactNode;
};

export function Popover({ trigger, label, children }: PopoverProps) {
  return (
    <PopoverPrimitive.Root>
      <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          aria-label={label}
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-40 w-72 rounded-2xl border border-line bg-surface p-4 shadow-lg shadow-ink/10 focus:outline-none"
        >
          {children}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
