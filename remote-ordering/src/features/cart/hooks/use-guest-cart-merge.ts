import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCartLines, useCartStore, useIsAuthenticated, type CartLine } from '@restaurant/shared';
import { addToCart } from '../api/add-to-cart';
import { MY_CART_QUERY_KEY } from '../api/get-my-cart';

// Module-level, not per component: the badge and a page may both mount this hook, and the lines must be sent once.
let merging: Promise<void> | null = null;

async function mergeGuestLines(lines: readonly CartLine[], queryClient: QueryClient): Promise<void> {
  const { updateLine } = useCartStore.getState();
  try {
    for (const line of lines) {
      await addToCart({
        type: line.type,
        foodId: line.type === 'FOOD' ? Number(line.foodId) : null,
        comboId: line.type === 'COMBO' ? Number(line.comboId) : null,
        quantity: line.quantity,
      });
      // Removed one by one: if a later line fails, the ones already on the server are not sent twice next time.
      updateLine({ type: line.type, foodId: line.foodId, comboId: line.comboId, delta: 0 });
    }
  } catch {
    // The lines not sent stay local; the next sign-in (or the next mount) tries them again.
  } finally {
    // The cart read started at sign-in may still be in flight with the cart as it was before the merge: a plain
    // invalidation would only wait for it, so it is cancelled and read again.
    await queryClient.cancelQueries({ queryKey: MY_CART_QUERY_KEY });
    await queryClient.invalidateQueries({ queryKey: MY_CART_QUERY_KEY });
  }
}

/** At sign-in, what a guest put in the local cart moves into the server cart once, then the local lines go. */
export function useGuestCartMerge(): void {
  const signedIn = useIsAuthenticated();
  const lines = useCartLines();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!signedIn || lines.length === 0 || merging) return;
    merging = mergeGuestLines(lines, queryClient).finally(() => {
      merging = null;
    });
  }, [signedIn, lines, queryClient]);
}
