import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError, type ApiError } from '@restaurant/shared';
import type { AddToCartBody } from '@restaurant/shared/contracts';
import { MY_CART_QUERY_KEY } from './get-my-cart';

export interface AddToCartResult {
  /** HTTP status of the answer; the spec's add-to-cart state keeps it. */
  status: number;
}

export async function addToCart(body: AddToCartBody): Promise<AddToCartResult> {
  try {
    const response = await apiClient.post<unknown>('/carts/addToCart', body);
    return { status: response.status };
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.addToCart);
  }
}

export function useAddToServerCart() {
  const queryClient = useQueryClient();
  return useMutation<AddToCartResult, ApiError, AddToCartBody>({
    mutationFn: addToCart,
    // The answer's shape is the server's business; the cart is read again so lines, prices and totals agree.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_CART_QUERY_KEY }),
  });
}
