import { QueryClient } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../api/api-client';
import { myCartQueryOptions } from '../cart/get-my-cart';
import type { Cart } from '../contracts/cart';
import { useAuthStore } from '../stores/auth-store';
import { useCartStore } from '../stores/cart-store';
import { resetAllStores } from '../stores/reset-all-stores';
import { startSessionEffects } from './session-effects';

const DINER = {
  id: 1,
  email: 'diner@example.com',
  fullName: 'Diner',
  phone: null,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const cartWith = (quantity: number): Cart => ({
  id: 7,
  cartDetails: [
    {
      id: 30,
      quantity,
      foodId: 5,
      comboId: null,
      type: 'FOOD',
      name: 'Phở bò',
      unitPrice: 65000,
      lineTotal: 65000 * quantity,
      imageUrl: '/images/foods/5.svg',
    },
  ],
  itemCount: quantity,
  total: 65000 * quantity,
});

const originalAdapter = apiClient.defaults.adapter;
let requests: InternalAxiosRequestConfig[] = [];

/** The API behind axios' adapter seam: add to cart answers the cart, or fails with no response. */
function serveAddToCart(answer: 'cart' | 'network-error') {
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    if (answer === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const { quantity } = JSON.parse(String(config.data)) as { quantity: number };
    return { data: { data: cartWith(quantity) }, status: 201, statusText: '201', headers: new AxiosHeaders(), config };
  };
  apiClient.defaults.adapter = adapter;
}

const signIn = () =>
  useAuthStore.getState().setSession({ accessToken: 'access', refreshToken: 'refresh', user: DINER });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let queryClient: QueryClient;
let stop: () => void;

beforeEach(() => {
  requests = [];
  resetAllStores();
  queryClient = new QueryClient();
  stop = startSessionEffects(queryClient);
  useCartStore.getState().updateLine({ type: 'FOOD', foodId: 5, delta: 2 });
});
afterEach(() => {
  stop();
  apiClient.defaults.adapter = originalAdapter;
});

describe('session effects, with no cart widget on screen', () => {
  it('moves a guest’s lines into the server cart at sign-in and keeps the cart the API answered', async () => {
    serveAddToCart('cart');

    signIn();
    await settle();

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'post', url: '/carts/addToCart' });
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ type: 'FOOD', foodId: 5, comboId: null, quantity: 2 });
    expect(useCartStore.getState().lines).toEqual([]);
    expect(queryClient.getQueryData(myCartQueryOptions().queryKey)).toEqual(cartWith(2));
  });

  it('keeps the lines on this device when the server cannot be reached', async () => {
    serveAddToCart('network-error');

    signIn();
    await settle();

    expect(useCartStore.getState().lines).toEqual([expect.objectContaining({ foodId: 5, quantity: 2 })]);
  });

  it('forgets the cart and cached private data when the session ends, however it ended', async () => {
    serveAddToCart('cart');
    signIn();
    await settle();
    useCartStore.getState().updateLine({ type: 'COMBO', comboId: 3, delta: 1 });

    // A refused refresh clears the session from the API client, with no sign-out button involved.
    useAuthStore.getState().clearSession();
    await settle();

    expect(useCartStore.getState().lines).toEqual([]);
    expect(queryClient.getQueryData(myCartQueryOptions().queryKey)).toBeUndefined();
  });
});
