import { AxiosError } from 'axios';
import { fakeApi, type FakeApi } from '../testing/fake-api';
import { apiClient } from './api-client';
import { onApiMaintenance } from './maintenance';

let api: FakeApi | undefined;

function answer(status: number, body: unknown) {
  api = fakeApi(() => ({ status, body }));
}

afterEach(() => api?.restore());

describe('onApiMaintenance', () => {
  it('is told when a call answers 503 MAINTENANCE, and the call still fails for its caller', async () => {
    const listener = jest.fn();
    const stop = onApiMaintenance(listener);
    answer(503, { message: 'Đang bảo trì', code: 'MAINTENANCE' });

    await expect(apiClient.get('/public/food/getFoods')).rejects.toMatchObject({ response: { status: 503 } });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it.each([
    ['a 503 with another code', 503, { message: 'busy', code: 'UNAVAILABLE' }],
    ['a 503 without a body', 503, ''],
    ['a 500 carrying the code', 500, { message: 'boom', code: 'MAINTENANCE' }],
  ])('is not told about %s', async (_case, status, data) => {
    const listener = jest.fn();
    const stop = onApiMaintenance(listener);
    answer(status, data);
    await expect(apiClient.get('/public/food/getFoods')).rejects.toBeInstanceOf(AxiosError);
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('stops telling a listener that unsubscribed', async () => {
    const listener = jest.fn();
    onApiMaintenance(listener)();
    answer(503, { code: 'MAINTENANCE' });
    await expect(apiClient.get('/health')).rejects.toBeInstanceOf(AxiosError);
    expect(listener).not.toHaveBeenCalled();
  });
});
