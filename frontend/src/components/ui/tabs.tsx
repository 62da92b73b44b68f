// Styled building blocks on top of Radix Tabs (arrow keys, roles, focus). A row of tabs wider than
// its card wraps onto a second line rather than scrolling sideways, so every tab stays in sight.
import * as TabsPrimitive from '@radix-ui/react-tabs';
import clsx from 'clsx';
import type { ComponentProps } from 'react';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={clsx(
        'flex w-full max-w-full flex-wrap gap-1 rounded-3xl border border-line bg-canvas p-1 sm:inline-flex sm:w-auto sm:rounded-full',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={clsx(
        'inline-flex h-11 shrink-0 grow items-center justify-center gap-2 rounded-full px-3 text-sm sm:grow-0 sm:px-4 sm:pointer-fine:h-9 font-medium whitespace-nowrap text-ink-muted transition',
        'hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        'data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={clsx(
        'mt-5 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent',
        className,
      )}
      {...props}
    />
  );
}
