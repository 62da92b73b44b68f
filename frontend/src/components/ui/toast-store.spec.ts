import { describe, expect, it } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import { dismissToast, toast, useToasts } from './toast-store';

describe('toast store', () => {
  it('shows one notification at a time, the newest one', () => {
    const { result } = renderHook(() => useToasts());

    act(() => {
      toast({ title: 'Timer Started' });
      toast({ title: 'Session Complete', description: 'Great job! Your session has been saved.' });
    });

    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Session Complete', variant: 'default', open: true });
  });

  it('closes a notification when it is dismissed', () => {
    const { result } = renderHook(() => useToasts());

    act(() => {
      const { id } = toast({ title: 'Error', variant: 'destructive' });
      dismissToast(id);
    });

    expect(result.current[0]).toMatchObject({ title: 'Error', variant: 'destructive', open: false });
  });
});
