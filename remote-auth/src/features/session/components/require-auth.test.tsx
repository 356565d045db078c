import { useAuthStore } from '@restaurant/shared';
import { screen } from '@testing-library/react';
import { DINER } from '../../../testing/fake-api';
import { renderWithProviders, resetSession, setUpTranslations } from '../../../testing/render-with-providers';
import { RequireAuth } from './require-auth';

beforeAll(() => setUpTranslations('en'));
beforeEach(() => resetSession());

describe('RequireAuth', () => {
  it('sends a signed-out diner to sign-in with the way back', () => {
    renderWithProviders(<RequireAuth>my reservations</RequireAuth>, { route: '/landing/reservation?guests=2' });
    expect(screen.queryByText('my reservations')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(
      '/auth/login?redirect=%2Flanding%2Freservation%3Fguests%3D2',
    );
  });

  it('shows the page to a signed-in diner', () => {
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: DINER });
    renderWithProviders(<RequireAuth>my reservations</RequireAuth>, { route: '/landing/reservation' });
    expect(screen.getByText('my reservations')).toBeInTheDocument();
  });
});
