// Whether an element has left the screen (scrolled above or below it): the running-timer bar shows
// while the timer's own card cannot be seen. False wherever IntersectionObserver is missing.
import { type RefObject, useEffect, useState } from 'react';

export function useScrolledAway(target: RefObject<Element | null>, watching: boolean): boolean {
  const [away, setAway] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (!watching || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setAway(!entry.isIntersecting));
    observer.observe(element);
    return () => {
      observer.disconnect();
      setAway(false);
    };
  }, [target, watching]);

  return watching && away;
}
