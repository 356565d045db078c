import type { AxiosRequestConfig } from 'axios';

type RequestApi = typeof import('./api-request');

/** A fresh `api-request` module whose client module is `clientModule` (counted each time it is loaded). */
async function withClientModule(clientModule: () => unknown, run: (api: RequestApi) => Promise<void>) {
  await jest.isolateModulesAsync(async () => {
    jest.doMock('./api-client', clientModule);
    await run(await import('./api-request'));
  });
}

const echoClient = () => ({
  apiClient: { request: (config: AxiosRequestConfig) => Promise.resolve({ status: 200, data: { data: config.url } }) },
});

describe('the API client is loaded on first use', () => {
  it('is not loaded until a call is sent, then loaded once for every later call', async () => {
    const loads = jest.fn(echoClient);
    await withClientModule(loads, async ({ getData }) => {
      expect(loads).not.toHaveBeenCalled();

      const answers = await Promise.all([
        getData('/public/food/getFoods', { operation: 'foods' }),
        getData('/public/combo/getCombos', { operation: 'combos' }),
      ]);
      await getData('/public/voucher/getVouchers', { operation: 'vouchers' });

      expect(answers).toEqual(['/public/food/getFoods', '/public/combo/getCombos']);
      expect(loads).toHaveBeenCalledTimes(1);
    });
  });

  it("fails a call whose client could not be downloaded with status 0 and the operation's wording, and tries again on the next call", async () => {
    let attempts = 0;
    const flakyDownload = () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Loading chunk api-client failed');
      return echoClient();
    };
    await withClientModule(flakyDownload, async ({ getData }) => {
      const failure: unknown = await getData('/public/food/getFoods', { operation: 'foods' }).catch(
        (error: unknown) => error,
      );
      // The isolated module's own ApiError class: matched by shape.
      expect(failure).toMatchObject({ name: 'ApiError', status: 0, message: 'Lấy danh sách món ăn thất bại!' });

      await expect(getData('/public/food/getFoods', { operation: 'foods' })).resolves.toBe('/public/food/getFoods');
    });
  });
});
