import { apiClient } from '../api/api-client';
import { useAuthStore } from '../stores/auth-store';
import { fakeApi, pageOf, type FakeApi } from './fake-api';
import { aUser, food } from './fixtures';

let api: FakeApi;
afterEach(() => {
  api.restore();
  useAuthStore.getState().clearSession();
});

describe('fakeApi', () => {
  it('answers a route by method and path, `:id` segments matching any one segment', async () => {
    api = fakeApi({ 'GET /public/foods/:id': { status: 200, body: { data: food(5, 'Phở bò') } } });
    const response = await apiClient.get<{ data: { name: string } }>('/public/foods/5?lang=en');
    expect(response.data.data.name).toBe('Phở bò');
    expect(api.requestsTo('GET /public/foods/:id')).toHaveLength(1);
  });

  it('records what the real request interceptors sent (the bearer token) and the parsed body', async () => {
    useAuthStore.getState().setSession({ accessToken: 'token-1', refreshToken: 'refresh-1', user: aUser() });
    api = fakeApi({ 'POST /carts/items': { status: 201, body: pageOf([]) } });
    await apiClient.post('/carts/items', { foodId: 5, quantity: 2 });
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/carts/items', body: { foodId: 5, quantity: 2 } });
    expect(api.requests[0]?.headers['Authorization']).toBe('Bearer token-1');
  });

  it('fails loudly with a 404 for a route nobody faked, and a network error when asked', async () => {
    api = fakeApi({ 'GET /health': 'network-error' });
    await expect(apiClient.get('/nowhere')).rejects.toMatchObject({ status: 404 });
    await expect(apiClient.get('/health')).rejects.toBeTruthy();
  });
});
