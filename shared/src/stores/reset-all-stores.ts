import { queryClient } from '../query/query-client';
import { initialAuthData, useAuthStore } from './auth-store';
import { useCartStore } from './cart-store';
import { DEFAULT_CUSTOMIZER, useCustomizerStore } from './customizer-store';

/**
 * Spec section 4's "reset action resets all state": every store back to its defaults (which also removes the
 * stored tokens) and the server-data cache dropped, so nothing of the previous diner stays on screen.
 */
export function resetAllStores(): void {
  useAuthStore.setState({ ...initialAuthData });
  useCustomizerStore.setState({ ...DEFAULT_CUSTOMIZER });
  useCartStore.setState({ lines: [] });
  queryClient.clear();
}
