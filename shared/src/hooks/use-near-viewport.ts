import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Calls `onNear` once `anchor` comes within `margin` of the viewport (an IntersectionObserver `rootMargin`, so `400px
 * 0px` is 400 px above and below it). `active` false observes nothing; so does a browser without IntersectionObserver,
 * where a caller starts out near.
 */
export function useNear(anchor: RefObject<Element | null>, active: boolean, onNear: () => void, margin: string): void {
  useEffect(() => {
    const element = anchor.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [anchor, active, onNear, margin]);
}

/**
 * Whether the element given the returned ref has come within `margin` of the viewport; it stays true after. True from
 * the start where nothing can be observed (no IntersectionObserver: jsdom, an old browser), so the part shows there.
 */
export function useNearViewport<E extends Element>(margin: string): [RefObject<E | null>, boolean] {
  const anchor = useRef<E>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [onNear] = useState(() => () => setNear(true));
  useNear(anchor, !near, onNear, margin);
  return [anchor, near];
}
