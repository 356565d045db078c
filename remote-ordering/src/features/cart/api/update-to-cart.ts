import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putData, rememberCart, type ApiError } from '@restaurant/shared';
import type { Cart, CartResponse, UpdateCartBody } from '@restaurant/shared/contracts';

const updateToCartPath = (cartId: number) => `/carts/updateToCart/${cartId}`;

export interface UpdateToCartVariables extends UpdateCartBody {
  cartId: number;
}

/** Quantity above 0 sets the line; 0 or less removes it (the server applies the rule and answers the whole cart). */
export function updateToCart({ cartId, cartDetailId, quantity }: UpdateToCartVariables): Promise<Cart> {
  return putData<CartResponse>(updateToCartPath(cartId), { cartDetailId, quantity }, { operation: 'cart' });
}

export function useUpdateToCart() {
  const queryClient = useQueryClient();
  return useMutation<Cart, ApiError, UpdateToCartVariables>({
    mutationFn: updateToCart,
    onSuccess: (cart) => rememberCart(queryClient, cart),
  });
}
