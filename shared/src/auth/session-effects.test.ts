import { QueryClient } from '@tanstack/react-query';
import { myCartQueryOptions } from '../cart/get-my-cart';
import { useAuthStore } from '../stores/auth-store';
import { useCartStore } from '../stores/cart-store';
import { useCustomizerStore } from '../stores/customizer-store';
import { resetAllStores } from '../stores/reset-all-stores';
import { dataOf, fakeApi, type FakeApi } from '../testing/fake-api';
import { aUser, cart } from '../testing/fixtures';
import { currentUserQueryOptions } from './current-user';
import { startSessionEffects } from './session-effects';

const ADD_TO_CART = 'POST /carts/addToCart';
const phoBoCart = (quantity: number) => cart([{ id: 30, foodId: 5, name: 'Phở bò', quantity, unitPrice: 65000 }]);

const signIn = () =>
  useAuthStore.getState().setSession({ accessToken: 'access', refreshToken: 'refresh', user: aUser() });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let api: FakeApi;
let queryClient: QueryClient;
let stop: () => void;

beforeEach(() => {
  resetAllStores();
  queryClient = new QueryClient();
  stop = startSessionEffects(queryClient);
  useCartStore.getState().updateLine({ type: 'FOOD', foodId: 5, delta: 2 });
});
afterEach(() => {
  stop();
  api.restore();
});

describe('session effects, with no cart widget on screen', () => {
  it('moves a guest’s lines into the server cart at sign-in and keeps the cart the API answered', async () => {
    api = fakeApi({ [ADD_TO_CART]: { status: 201, body: dataOf(phoBoCart(2)) } });

    signIn();
    await settle();

    expect(api.requests).toHaveLength(1);
    expect(api.requestsTo(ADD_TO_CART)[0]?.body).toEqual({ type: 'FOOD', foodId: 5, comboId: null, quantity: 2 });
    expect(useCartStore.getState().lines).toEqual([]);
    expect(queryClient.getQueryData(myCartQueryOptions().queryKey)).toEqual(phoBoCart(2));
  });

  it('keeps the lines on this device when the server cannot be reached', async () => {
    api = fakeApi({ [ADD_TO_CART]: 'network-error', 'GET /carts/my-cart': 'network-error' });

    signIn();
    await settle();

    expect(useCartStore.getState().lines).toEqual([expect.objectContaining({ foodId: 5, quantity: 2 })]);
  });

  it('forgets the cart and cached private data when the session ends, however it ended', async () => {
    api = fakeApi({ [ADD_TO_CART]: { status: 201, body: dataOf(phoBoCart(2)) } });
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

describe('the language of the diner’s e-mails', () => {
  const SET_LANGUAGE = 'PUT /auth/me/language';

  it('follows a switch of the site’s language while signed in, and the account the API answers is kept', async () => {
    api = fakeApi({
      [ADD_TO_CART]: { status: 201, body: dataOf(phoBoCart(2)) },
      [SET_LANGUAGE]: ({ body }) => ({ status: 200, body: dataOf(aUser(body as { language: 'zh' })) }),
    });
    signIn();
    await settle();

    useCustomizerStore.getState().setLanguage('ch');
    await settle();

    expect(api.requestsTo(SET_LANGUAGE).map((request) => request.body)).toEqual([{ language: 'zh' }]);
    expect(useAuthStore.getState().user?.language).toBe('zh');
    expect(queryClient.getQueryData(currentUserQueryOptions(true).queryKey)).toMatchObject({ language: 'zh' });
    // switching to the language the account already has asks nothing
    useCustomizerStore.getState().setLanguage('ch');
    await settle();
    expect(api.requestsTo(SET_LANGUAGE)).toHaveLength(1);
  });

  it('asks nothing of a guest', async () => {
    api = fakeApi();
    useCustomizerStore.getState().setLanguage('fr');
    await settle();
    expect(api.requests).toEqual([]);
  });
});
