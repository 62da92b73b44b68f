// Notes when the person uses Pause on this device: a press or a key stroke (at most once a minute),
// and the moment they leave the page.
import { useEffect } from 'react';
import { lastUseRecorder } from '@/features/timer/last-use';

export function useRememberLastUse() {
  useEffect(() => {
    const record = lastUseRecorder();
    const onUse = () => record(Date.now());
    const onLeave = () => {
      if (document.visibilityState === 'hidden') record(Date.now(), { force: true });
    };
    window.addEventListener('pointerdown', onUse, { capture: true, passive: true });
    window.addEventListener('keydown', onUse, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onLeave);
    return () => {
      window.removeEventListener('pointerdown', onUse, { capture: true });
      window.removeEventListener('keydown', onUse, { capture: true });
      document.removeEventListener('visibilitychange', onLeave);
    };
  }, []);
}
