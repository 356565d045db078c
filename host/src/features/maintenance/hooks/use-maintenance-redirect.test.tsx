import { apiClient } from '@restaurant/shared';
import { act, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { LocationProbe, renderWithProviders } from '../../../testing/render-with-providers';
import { useMaintenanceRedirect } from './use-maintenance-redirect';

const originalAdapter = apiClient.defaults.adapter;

function answerEveryCall(status: number, data: unknown) {
  const adapter: AxiosAdapter = async (config) => {
    const response = { data, status, statusText: String(status), headers: new AxiosHeaders(), config };
    throw new AxiosError(
      `Request failed with status code ${status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };
  apiClient.defaults.adapter = adapter;
}

function Shell() {
  useMaintenanceRedirect();
  return <LocationProbe />;
}

afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

describe('useMaintenanceRedirect', () => {
  it('takes the diner to the maintenance page with the way back when the API answers 503 MAINTENANCE', async () => {
    answerEveryCall(503, { message: 'Under maintenance', code: 'MAINTENANCE' });
    renderWithProviders(<Shell />, '/landing/food?category=2#list');

    await act(async () => {
      // Several calls failing together navigate once.
      await Promise.allSettled([apiClient.get('/public/food/getFoods'), apiClient.get('/public/combo/getCombos')]);
    });

    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(
      '/auth/maintenance?redirect=%2Flanding%2Ffood%3Fcategory%3D2%23list',
    );
  });

  it('stays on the page for any other failure', async () => {
    answerEveryCall(503, { message: 'Overloaded', code: 'UNAVAILABLE' });
    renderWithProviders(<Shell />, '/landing/voucher');
    await act(async () => {
      await apiClient.get('/public/voucher/getVouchers').catch(() => undefined);
    });
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(/^\/landing\/voucher$/);
  });
});
