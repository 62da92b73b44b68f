// A request a control sends at most once until it has settled. A quick double click delivers both
// clicks before React renders the control disabled, so the guard is a ref, set in the same task as the
// first click, not state.
import { useCallback, useRef } from 'react';

export type Settling = { onSettled: () => void };

export function useOneAtATime<Arg = void>(send: (arg: Arg, settling: Settling) => void): (arg: Arg) => void {
  const inFlight = useRef(false);
  return useCallback(
    (arg: Arg) => {
      if (inFlight.current) return;
      inFlight.current = true;
      send(arg, { onSettled: () => (inFlight.current = false) });
    },
    [send],
  );
}
