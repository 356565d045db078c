import { act, screen } from '@testing-library/react';
import { apiClient, fakeApi, renderWithProviders, type FakeApi } from '@restaurant/shared/testing';
import { useMaintenanceRedirect } from './use-maintenance-redirect';

let api: FakeApi | undefined;

function answerEveryCall(status: number, body: unknown) {
  api = fakeApi(() => ({ status, body }));
}

/** The hook alone: the kit's location probe shows where it sends the diner. */
function Shell() {
  useMaintenanceRedirect();
  return null;
}

afterEach(() => api?.restore());

describe('useMaintenanceRedirect', () => {
  it('takes the diner to the maintenance page with the way back when the API answers 503 MAINTENANCE', async () => {
    answerEveryCall(503, { message: 'Under maintenance', code: 'MAINTENANCE' });
    renderWithProviders(<Shell />, { route: '/landing/food?category=2#list' });

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
    renderWithProviders(<Shell />, { route: '/landing/voucher' });
    await act(async () => {
      await apiClient.get('/public/voucher/getVouchers').catch(() => undefined);
    });
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(/^\/landing\/voucher$/);
  });
});
