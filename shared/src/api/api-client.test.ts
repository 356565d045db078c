import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { REFRESH_TOKEN_PATH } from '../auth/refresh-token';
import { useAuthStore } from '../stores/auth-store';
import { useCustomizerStore, type Language } from '../stores/customizer-store';
import { resetAllStores } from '../stores/reset-all-stores';
import { apiClient } from './api-client';
import { toApiError } from './api-error';
import { REQUEST_TIMEOUT_MS } from './api-request';
import { ERROR_MESSAGES } from './error-messages';

type Reply = { status: number; data?: unknown; delayMs?: number } | 'network-error';
type Server = (config: InternalAxiosRequestConfig) => Reply;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A fake server behind axios' adapter seam: no HTTP, no extra package, real interceptors. */
function serve(server: Server) {
  const adapter = jest.fn<ReturnType<AxiosAdapter>, Parameters<AxiosAdapter>>(async (config) => {
    const reply = server(config);
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    if (reply.delayMs) await wait(reply.delayMs);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, {}, response);
  });
  apiClient.defaults.adapter = adapter;
  return adapter;
}

const authorizationOf = (config: InternalAxiosRequestConfig) => config.headers.get('Authorization');
const isRefresh = (config: InternalAxiosRequestConfig) => config.url === REFRESH_TOKEN_PATH;
const callsTo = (adapter: ReturnType<typeof serve>, predicate: (config: InternalAxiosRequestConfig) => boolean) =>
  adapter.mock.calls.filter(([config]) => predicate(config));

function signIn(accessToken = 'old-access', refreshToken = 'old-refresh') {
  useAuthStore.getState().setSession({
    accessToken,
    refreshToken,
    user: {
      id: 1,
      email: 'diner@example.com',
      fullName: 'Diner',
      phone: null,
      emailVerified: true,
      emailUndeliverable: false,
      language: 'en',
      role: 'diner',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  });
}

/** Expired old token: 401 until the refresh hands out `new-access`. */
function expiringTokenServer(
  refreshReply: Reply = {
    status: 200,
    data: { data: { accessToken: 'new-access', refreshToken: 'new-refresh' } },
    delayMs: 5,
  },
): Server {
  return (config) => {
    if (isRefresh(config)) return refreshReply;
    if (authorizationOf(config) === 'Bearer new-access') return { status: 200, data: { data: config.url } };
    return { status: 401, data: { message: 'Phiên đăng nhập đã hết hạn', code: 'TOKEN_EXPIRED' } };
  };
}

afterEach(() => {
  resetAllStores();
});

describe('apiClient configuration', () => {
  it('talks JSON to /api with credentials and a 600000 ms timeout', async () => {
    const adapter = serve(() => ({ status: 200, data: {} }));
    await apiClient.get('/public/combo/getCombos');
    const [config] = adapter.mock.calls[0] ?? [];
    expect(config?.baseURL).toBe('/api');
    expect(config?.withCredentials).toBe(true);
    expect(config?.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(600000);
    expect(config?.headers.get('Accept')).toBe('application/json');
  });

  it('sends the access token as a bearer header when one is held', async () => {
    const adapter = serve(() => ({ status: 200, data: {} }));
    signIn('token-123');
    await apiClient.get('/carts/my-cart');
    expect(authorizationOf(adapter.mock.calls[0]![0])).toBe('Bearer token-123');
  });

  it('sends no authorization header when signed out', async () => {
    const adapter = serve(() => ({ status: 200, data: {} }));
    await apiClient.get('/public/food-categories/getFoodCategories');
    expect(authorizationOf(adapter.mock.calls[0]![0])).toBeFalsy();
  });
  it("asks for messages in the customizer's language, Chinese by its real tag", async () => {
    const adapter = serve(() => ({ status: 200, data: {} }));
    const languageOfNextRequest = async (language: Language) => {
      useCustomizerStore.getState().setLanguage(language);
      await apiClient.get('/public/combo/getCombos');
      return adapter.mock.calls.at(-1)![0].headers.get('Accept-Language');
    };
    expect(await languageOfNextRequest('fr')).toBe('fr');
    expect(await languageOfNextRequest('ar')).toBe('ar');
    expect(await languageOfNextRequest('ch')).toBe('zh-CN');
    expect(await languageOfNextRequest('en')).toBe('en');
  });
});

describe('refresh on 401', () => {
  it('shares one refresh between five parallel 401s and retries each of them once with the new token', async () => {
    signIn();
    const adapter = serve(expiringTokenServer());
    const paths = [
      '/carts/my-cart',
      '/public/voucher/1',
      '/public/combo/2',
      '/public/food/getFood/3',
      '/public/restaurant-review/my-review',
    ];

    const responses = await Promise.all(paths.map((path) => apiClient.get<{ data: string }>(path)));

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(responses.map((response) => response.data.data)).toEqual(paths);
    expect(callsTo(adapter, isRefresh)).toHaveLength(1);
    expect(callsTo(adapter, (config) => config.url === '/carts/my-cart')).toHaveLength(2);
    expect(adapter).toHaveBeenCalledTimes(11);
  });

  it('sends the stored refresh token without the expired bearer and stores the rotated tokens under their keys', async () => {
    signIn();
    const adapter = serve(expiringTokenServer());
    await apiClient.get('/carts/my-cart');

    const [refreshConfig] = callsTo(adapter, isRefresh)[0] ?? [];
    expect(refreshConfig?.method).toBe('post');
    expect(JSON.parse(String(refreshConfig?.data))).toEqual({ refreshToken: 'old-refresh' });
    expect(refreshConfig && authorizationOf(refreshConfig)).toBeFalsy();
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'new-access', refreshToken: 'new-refresh' });
    expect(localStorage.getItem('accessToken')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
  });

  it('keeps the stored refresh token when the refresh answer carries only an access token', async () => {
    signIn();
    serve(expiringTokenServer({ status: 200, data: { data: { accessToken: 'new-access' } } }));
    await apiClient.get('/carts/my-cart');
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'new-access', refreshToken: 'old-refresh' });
  });

  it('reuses a token refreshed meanwhile for a 401 that arrives after the refresh finished', async () => {
    signIn();
    const server = expiringTokenServer();
    const adapter = serve((config) => {
      const reply = server(config);
      // The slow request was sent with the old token and answers long after the refresh is over.
      return config.url === '/slow' && reply !== 'network-error' ? { ...reply, delayMs: 50 } : reply;
    });

    const [fast, slow] = await Promise.all([apiClient.get('/fast'), apiClient.get('/slow')]);

    expect([fast.status, slow.status]).toEqual([200, 200]);
    expect(callsTo(adapter, isRefresh)).toHaveLength(1);
  });

  it('passes on the original error and clears the session when the refresh fails', async () => {
    signIn();
    serve(expiringTokenServer({ status: 401, data: { message: 'Refresh token revoked' } }));

    const failures = await Promise.allSettled([apiClient.get('/carts/my-cart'), apiClient.get('/public/voucher/1')]);

    for (const failure of failures) {
      expect(failure.status).toBe('rejected');
      const error = failure.status === 'rejected' ? toApiError(failure.reason, ERROR_MESSAGES.cart) : undefined;
      expect(error).toMatchObject({ status: 401, message: 'Phiên đăng nhập đã hết hạn', code: 'TOKEN_EXPIRED' });
    }
    expect(useAuthStore.getState()).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('does not refresh a second time when the retried request is refused again', async () => {
    signIn();
    const adapter = serve((config) =>
      isRefresh(config)
        ? { status: 200, data: { data: { accessToken: 'new-access', refreshToken: 'new-refresh' } } }
        : { status: 401, data: { message: 'Không có quyền' } },
    );

    await expect(apiClient.get('/carts/my-cart')).rejects.toMatchObject({ response: { status: 401 } });
    expect(callsTo(adapter, isRefresh)).toHaveLength(1);
    expect(callsTo(adapter, (config) => !isRefresh(config))).toHaveLength(2);
  });

  it('passes a 401 on untouched when no token was held', async () => {
    const adapter = serve(() => ({ status: 401, data: { message: 'Unauthorized' } }));
    await expect(apiClient.get('/carts/my-cart')).rejects.toMatchObject({ response: { status: 401 } });
    expect(adapter).toHaveBeenCalledTimes(1);
  });

  it('passes a 401 from login on untouched, so wrong credentials reach the form', async () => {
    signIn();
    const adapter = serve(() => ({ status: 401, data: { message: 'Sai email hoặc mật khẩu' } }));
    await expect(apiClient.post('/auth/login', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(adapter).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().accessToken).toBe('old-access');
  });

  it('passes a 500 on without retry or refresh', async () => {
    signIn();
    const adapter = serve(() => ({ status: 500, data: { message: 'Internal server error' } }));
    const failure = await apiClient.get('/public/restaurant-table/floors').catch((error: unknown) => error);
    expect(adapter).toHaveBeenCalledTimes(1);
    expect(toApiError(failure, ERROR_MESSAGES.floors)).toMatchObject({ status: 500, message: 'Internal server error' });
    expect(useAuthStore.getState().accessToken).toBe('old-access');
  });
});

describe('error messages', () => {
  const section8Defaults: Array<[keyof typeof ERROR_MESSAGES, string]> = [
    ['login', 'Đã xảy ra lỗi!'],
    ['register', 'Đăng ký thất bại!'],
    ['vouchers', 'Lấy voucher thất bại!'],
    ['voucherDetail', 'Lấy chi tiết voucher thất bại!'],
    ['combos', 'Lấy combo thất bại!'],
    ['comboDetail', 'Lấy chi tiết combo thất bại!'],
    ['foods', 'Lấy danh sách món ăn thất bại!'],
    ['foodDetail', 'Đã xảy ra lỗi!'],
    ['cart', 'Đã xảy ra lỗi!'],
    ['addToCart', 'Đã xảy ra lỗi!'],
    ['reviews', 'Lấy đánh giá nhà hàng thất bại!'],
    ['averageRatings', 'Lấy điểm đánh giá trung bình thất bại!'],
    ['myReview', 'Lấy đánh giá của bạn thất bại!'],
    ['createReview', 'Đã xảy ra lỗi!'],
    ['floors', 'Lấy danh sách tầng thất bại!'],
    ['floorDetails', 'Lấy chi tiết tầng thất bại!'],
    ['seatSuggestions', 'Lấy gợi ý chỗ ngồi thất bại!'],
    ['reservations', 'Lấy danh sách đặt bàn thất bại!'],
    ['availability', 'Lấy tình trạng bàn trống thất bại!'],
    // Issue 18's order operations (not in section 8; the same "... thất bại!" pattern).
    ['placeOrder', 'Đặt món thất bại!'],
    ['orders', 'Lấy danh sách đơn hàng thất bại!'],
    ['orderDetail', 'Lấy chi tiết đơn hàng thất bại!'],
    ['cancelOrder', 'Hủy đơn hàng thất bại!'],
    ['pickupSlots', 'Lấy giờ nhận món thất bại!'],
    ['voucherPreview', 'Kiểm tra voucher thất bại!'],
    ['bankAccounts', 'Lấy tài khoản ngân hàng thất bại!'],
    ['generic', 'Đã xảy ra lỗi!'],
  ];

  it('has a default for every operation of section 8', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual(section8Defaults.map(([key]) => key).sort());
  });

  test.each(section8Defaults)('%s falls back to "%s" when the server sends no message', async (key, expected) => {
    serve(() => ({ status: 404, data: {} }));
    const failure = await apiClient.get('/anything').catch((error: unknown) => error);
    expect(toApiError(failure, ERROR_MESSAGES[key])).toMatchObject({ status: 404, message: expected });
  });

  it('prefers the server message and keeps its code', async () => {
    serve(() => ({ status: 400, data: { message: 'Số lượng không hợp lệ', code: 'INVALID_QUANTITY' } }));
    const failure = await apiClient.post('/carts/addToCart', {}).catch((error: unknown) => error);
    expect(toApiError(failure, ERROR_MESSAGES.addToCart)).toEqual(
      expect.objectContaining({ status: 400, message: 'Số lượng không hợp lệ', code: 'INVALID_QUANTITY' }),
    );
  });

  it('gives status 0 and the login wording when the network fails', async () => {
    serve(() => 'network-error');
    const failure = await apiClient.post('/auth/login', {}).catch((error: unknown) => error);
    const apiError = toApiError(failure, ERROR_MESSAGES.login);
    expect(apiError).toMatchObject({ status: 0, message: 'Đã xảy ra lỗi!' });
    expect(apiError).toBeInstanceOf(Error);
  });

  it('keeps status 0 on add to cart when no response arrived', async () => {
    serve(() => 'network-error');
    const failure = await apiClient.post('/carts/addToCart', {}).catch((error: unknown) => error);
    expect(toApiError(failure, ERROR_MESSAGES.addToCart)).toMatchObject({ status: 0, message: ERROR_MESSAGES.generic });
  });

  it('ignores a blank server message', async () => {
    serve(() => ({ status: 502, data: { message: '  ' } }));
    const failure = await apiClient.get('/public/combo/getCombos').catch((error: unknown) => error);
    expect(toApiError(failure, ERROR_MESSAGES.combos).message).toBe('Lấy combo thất bại!');
  });

  it('turns a non-HTTP failure into status 0 with the fallback', () => {
    expect(toApiError(new TypeError('boom'), ERROR_MESSAGES.vouchers)).toMatchObject({
      status: 0,
      message: 'Lấy voucher thất bại!',
    });
  });
});
