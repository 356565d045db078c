import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError, type ApiError } from '@restaurant/shared';
import type { UpdateCartBody } from '@restaurant/shared/contracts';
import { MY_CART_QUERY_KEY } from './get-my-cart';

export interface UpdateToCartVariables extends UpdateCartBody {
  cartId: number;
}

/** Quantity above 0 sets the line; 0 or less removes it (the server applies the rule). */
export async function updateToCart({ cartId, cartDetailId, quantity }: UpdateToCartVariables): Promise<void> {
  try {
    await apiClient.put<unknown>(`/carts/updateToCart/${cartId}`, { cartDetailId, quantity });
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.cart);
  }
}

export function useUpdateToCart() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, UpdateToCartVariables>({
    mutationFn: updateToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_CART_QUERY_KEY }),
  });
}
