import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToCart, rememberCart, useAuthStore, useCartStore, type ApiError } from '@restaurant/shared';
import type { Cart } from '@restaurant/shared/contracts';

export interface AddToCartItem {
  type: 'FOOD' | 'COMBO';
  /** The food id for a FOOD line, the combo id for a COMBO line. */
  itemId: number;
  quantity: number;
}

export interface AddToCartOutcome {
  /** HTTP status of the server's answer; null for a guest, whose line is kept in the browser. */
  status: number | null;
  /** The server cart after the add; null for a guest. */
  cart: Cart | null;
}

/**
 * The spec's add-to-cart state (pending, success with status, failure with message and status, reset) as one
 * mutation: a signed-in diner adds to the server cart (one request, whose answer is the cart shown), a guest to
 * the local lines of section 4.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation<AddToCartOutcome, ApiError, AddToCartItem>({
    mutationFn: async ({ type, itemId, quantity }) => {
      // Read at call time: the diner may have signed in since this component rendered.
      if (useAuthStore.getState().accessToken) {
        return addToCart({
          type,
          foodId: type === 'FOOD' ? itemId : null,
          comboId: type === 'COMBO' ? itemId : null,
          quantity,
        });
      }
      useCartStore.getState().updateLine({
        type,
        foodId: type === 'FOOD' ? itemId : null,
        comboId: type === 'COMBO' ? itemId : null,
        delta: quantity,
      });
      return { status: null, cart: null };
    },
    onSuccess: ({ cart }) => (cart === null ? undefined : rememberCart(queryClient, cart)),
  });
}
