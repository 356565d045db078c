import type { QueryClient } from '@tanstack/react-query';
import { mergeGuestCart } from '../cart/guest-cart-merge';
import { queryClient as sharedQueryClient } from '../query/query-client';
import { useAuthStore } from '../stores/auth-store';
import { useCartStore } from '../stores/cart-store';
import { useCustomizerStore } from '../stores/customizer-store';
import { followDisplayLanguage } from './account-language';

const forgetting = new WeakMap<QueryClient, Promise<void>>();

/**
 * However the session ended (sign-out, a refresh refused, another tab signing out), nothing private stays on this
 * device: the local cart lines go and every cached query is reset (what is on screen is asked again as a guest).
 * Single flight: `signOut` awaits the same clearing the session subscription started.
 */
export function forgetSessionData(queryClient: QueryClient): Promise<void> {
  const inFlight = forgetting.get(queryClient);
  if (inFlight) return inFlight;
  useCartStore.getState().clear();
  const cleared = (async () => {
    await queryClient.cancelQueries();
    await queryClient.resetQueries();
  })().finally(() => forgetting.delete(queryClient));
  forgetting.set(queryClient, cleared);
  return cleared;
}

let stopSessionEffects: (() => void) | null = null;

/**
 * What a sign-in or a sign-out entails, in one place and whatever is on screen: at sign-in a guest's local cart
 * lines move into the server cart, at sign-out private data is forgotten, and while signed in a switch of the site's
 * language becomes the language of the diner's e-mails. Started once by `AppProviders` (the host and every
 * standalone shell); the function returned stops it.
 */
export function startSessionEffects(queryClient: QueryClient = sharedQueryClient): () => void {
  stopSessionEffects?.();
  const unsubscribeAuth = useAuthStore.subscribe((state, previous) => {
    if (previous.accessToken === null && state.accessToken !== null) void mergeGuestCart(queryClient);
    else if (previous.accessToken !== null && state.accessToken === null) void forgetSessionData(queryClient);
  });
  const unsubscribeLanguage = useCustomizerStore.subscribe((state, previous) => {
    if (state.language !== previous.language) void followDisplayLanguage(queryClient, state.language);
  });
  const unsubscribe = () => {
    unsubscribeAuth();
    unsubscribeLanguage();
  };
  // Lines left from before a reload of a signed-in page (or a shell restarted by hot reload) are merged too.
  if (useAuthStore.getState().accessToken !== null) void mergeGuestCart(queryClient);
  const stop = () => {
    unsubscribe();
    if (stopSessionEffects === stop) stopSessionEffects = null;
  };
  stopSessionEffects = stop;
  return stop;
}
