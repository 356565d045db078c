import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData, rememberCart, type ApiError } from '@restaurant/shared';
import type { Cart, CartResponse } from '@restaurant/shared/contracts';

const pricesSeenPath = '/carts/prices-seen';

/** The diner has read the cart's price-change notices: no line shows its previous price until the next change. */
export function pricesSeen(): Promise<Cart> {
  return postData<CartResponse>(pricesSeenPath, undefined, { operation: 'cart' });
}

export function usePricesSeen() {
  const queryClient = useQueryClient();
  return useMutation<Cart, ApiError, void>({
    mutationFn: pricesSeen,
    onSuccess: (cart) => rememberCart(queryClient, cart),
  });
}
