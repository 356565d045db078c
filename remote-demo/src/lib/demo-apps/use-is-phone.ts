import { useSyncExternalStore } from 'react';

// Chakra's `md` breakpoint: below it the apps' side panels become drawers.
const PHONE_QUERY = '(max-width: 47.99em)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the screen is phone-sized. A panel that is a drawer on phones and a column elsewhere has different
 * behaviour (focus trap, open state), not only a different look, so CSS alone cannot switch it.
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
