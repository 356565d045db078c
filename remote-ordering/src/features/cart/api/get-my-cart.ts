import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError, type ApiError } from '@restaurant/shared';
import type { Cart, CartResponse } from '@restaurant/shared/contracts';

export const MY_CART_QUERY_KEY = ['ordering', 'my-cart'] as const;

export async function getMyCart(): Promise<Cart> {
  try {
    const response = await apiClient.get<CartResponse>('/carts/my-cart');
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.cart);
  }
}

export const myCartQueryOptions = () =>
  queryOptions<Cart, ApiError>({
    queryKey: MY_CART_QUERY_KEY,
    queryFn: getMyCart,
  });

/** The server cart exists only for a signed-in diner; a guest's cart is the local lines. */
export function useMyCart(enabled: boolean) {
  return useQuery({ ...myCartQueryOptions(), enabled });
}
