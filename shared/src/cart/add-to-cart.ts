import { sendApiRequest } from '../api/api-request';
import type { AddToCartBody, Cart, CartResponse } from '../contracts/cart';

const ADD_TO_CART_PATH = '/carts/addToCart';

export interface AddToCartResult {
  /** HTTP status of the answer (201 new line, 200 line grown); the spec's add-to-cart state keeps it. */
  status: number;
  /** The whole cart after the add, as the API answers it: written into the cart query, never fetched again. */
  cart: Cart;
}

export async function addToCart(body: AddToCartBody): Promise<AddToCartResult> {
  const response = await sendApiRequest<CartResponse>('post', ADD_TO_CART_PATH, { operation: 'addToCart' }, body);
  return { status: response.status, cart: response.data.data };
}
