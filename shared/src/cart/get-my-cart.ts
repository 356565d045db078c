import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { getData } from '../api/api-request';
import type { Cart, CartResponse } from '../contracts/cart';

const MY_CART_PATH = '/carts/my-cart';

/** Reading writes nothing on the server: a diner who never added anything gets an empty cart with no id yet. */
export function getMyCart(signal?: AbortSignal): Promise<Cart> {
  return getData<CartResponse>(MY_CART_PATH, { operation: 'cart', signal });
}

/**
 * In `shared`, not in the ordering remote: the session merges a guest's lines into this cart at sign-in whether or
 * not an ordering page or widget is on screen, and every writer (add, update, merge) puts the cart it gets back here.
 */
export const myCartQueryOptions = () =>
  queryOptions<Cart, ApiError>({
    queryKey: ['cart', 'my-cart'],
    queryFn: ({ signal }) => getMyCart(signal),
  });

/** The server cart exists only for a signed-in diner; a guest's cart is the local lines. */
export function useMyCart(enabled: boolean) {
  return useQuery({ ...myCartQueryOptions(), enabled });
}

/**
 * Keeps a cart the API answered (to an add, an update, the sign-in merge) as the cart shown, with no read after it.
 * A read still in flight was sent before that write and would answer an older cart after it, so it is dropped first.
 */
export async function rememberCart(queryClient: QueryClient, cart: Cart): Promise<void> {
  const { queryKey } = myCartQueryOptions();
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, cart);
}
