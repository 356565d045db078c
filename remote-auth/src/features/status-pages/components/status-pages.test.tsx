import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { MaintenancePage } from './maintenance-page';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says the page is missing and links home', async () => {
    await setUpTranslations('en');
    renderWithProviders(<NotFoundPage />, { route: '/auth/404' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute('href', '/landing/homepage');
  });

  it('is translated (Arabic)', async () => {
    await setUpTranslations('ar');
    renderWithProviders(<NotFoundPage />, { route: '/auth/404' });
    expect(screen.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('MaintenancePage', () => {
  it('tries the page the diner was on again, never another site', async () => {
    await setUpTranslations('en');
    renderWithProviders(<MaintenancePage />, { route: '/auth/maintenance?redirect=%2Flanding%2Ffood' });
    expect(screen.getByRole('heading', { level: 1, name: 'We will be right back' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/landing/food');
  });
});
