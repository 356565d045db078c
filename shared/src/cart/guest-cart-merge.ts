import type { QueryClient } from '@tanstack/react-query';
import { useCartStore, type CartLine } from '../stores/cart-store';
import { addToCart } from './add-to-cart';
import { myCartQueryOptions } from './get-my-cart';

// Module-level: a sign-in seen twice (this tab, then the storage event of another) must send the lines once.
let merging: Promise<void> | null = null;

async function sendGuestLines(lines: readonly CartLine[], queryClient: QueryClient): Promise<void> {
  const { queryKey } = myCartQueryOptions();
  // A cart read started at sign-in would answer the cart as it was before the merge, after it: it is dropped.
  await queryClient.cancelQueries({ queryKey });
  const { updateLine } = useCartStore.getState();
  try {
    for (const line of lines) {
      const { cart } = await addToCart({
        type: line.type,
        foodId: line.type === 'FOOD' ? line.foodId : null,
        comboId: line.type === 'COMBO' ? line.comboId : null,
        quantity: line.quantity,
      });
      queryClient.setQueryData(queryKey, cart);
      // Removed one by one: if a later line fails, the ones already on the server are not sent twice next time.
      updateLine({ type: line.type, foodId: line.foodId, comboId: line.comboId, delta: 0 });
    }
  } catch {
    // The lines not sent stay local; the next sign-in tries them again. The read cancelled above is made again,
    // since no answer may have been written in its place.
    await queryClient.invalidateQueries({ queryKey });
  }
}

/** At sign-in, what a guest put in the local cart moves into the server cart once, then the local lines go. */
export function mergeGuestCart(queryClient: QueryClient): Promise<void> {
  const lines = useCartStore.getState().lines;
  if (merging || lines.length === 0) return merging ?? Promise.resolve();
  merging = sendGuestLines(lines, queryClient).finally(() => {
    merging = null;
  });
  return merging;
}
