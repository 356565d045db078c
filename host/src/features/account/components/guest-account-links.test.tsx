import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@restaurant/shared';
import { aUser, renderWithProviders } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { GuestAccountLinks } from './guest-account-links';

const DINER = aUser({ id: 7, fullName: 'Lan Trần' });

beforeAll(() => setUpTranslations('en'));
afterEach(() => useAuthStore.getState().clearSession());

describe('GuestAccountLinks', () => {
  it('in the phone menu, takes a guest to sign in and back, and closes the menu on the way', async () => {
    const onNavigate = jest.fn();
    renderWithProviders(<GuestAccountLinks placement="menu" onNavigate={onNavigate} />, {
      route: '/landing/food?category=2',
    });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/auth/register?redirect=%2Flanding%2Ffood%3Fcategory%3D2',
    );

    await userEvent.setup().click(screen.getByRole('link', { name: 'Log in' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(
      '/auth/login?redirect=%2Flanding%2Ffood%3Fcategory%3D2',
    );
  });

  it('offers nothing to a signed-in diner (the account menu takes over)', () => {
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: DINER });
    renderWithProviders(<GuestAccountLinks placement="menu" onNavigate={jest.fn()} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
