import { apiClient, ERROR_MESSAGES, toApiError } from '@restaurant/shared';
import type { AddToCartBody } from '@restaurant/shared/contracts';

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
