import type { QueryClient } from '@tanstack/react-query';
import { useCartStore, type CartLine } from '../stores/cart-store';
import { addToCart } from './add-to-cart';
import { myCartQueryOptions, rememberCart } from './get-my-cart';

// Module-level: a sign-in seen twice (this tab, then the storage event of another) must send the lines once.
let merging: Promise<void> | null = null;

async function sendGuestLines(lines: readonly CartLine[], queryClient: QueryClient): Promise<void> {
  const { updateLine } = useCartStore.getState();
  try {
    for (const line of lines) {
      const { cart } = await addToCart({
        type: line.type,
        foodId: line.type === 'FOOD' ? line.foodId : null,
        comboId: line.type === 'COMBO' ? line.comboId : null,
        quantity: line.quantity,
      });
      await rememberCart(queryClient, cart);
      // Removed one by one: if a later line fails, the ones already on the server are not sent twice next time.
      updateLine({ type: line.type, foodId: line.foodId, comboId: line.comboId, delta: 0 });
    }
  } catch {
    // The lines not sent stay local; the next sign-in tries them again. The cart is read again as the server holds
    // it: a read started at sign-in may have been dropped for an answer that never came.
    await queryClient.invalidateQueries({ queryKey: myCartQueryOptions().queryKey });
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
