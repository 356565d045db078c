import { fireEvent, screen } from '@testing-library/react';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { formsTranslations } from '../translations';
import DateTimePage from './date-time-page';

beforeAll(() => loadTranslations([formsTranslations, demoTranslations]));

const deliveryDate = () => screen.getByLabelText('Delivery date');

describe('DateTimePage, "From today on"', () => {
  it('refuses a past date typed into the field, and says why', async () => {
    renderWithProviders(<DateTimePage />);
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(deliveryDate(), { target: { value: '2020-03-14' } });

    expect(screen.getByRole('alert')).toHaveTextContent('Choose today or a later date.');
    expect(deliveryDate()).toHaveAttribute('aria-invalid', 'true');
    expect(deliveryDate()).toHaveAccessibleDescription(/Choose today or a later date\..*Nothing chosen yet/);
  });

  it('accepts a date from today on', async () => {
    renderWithProviders(<DateTimePage />);
    await screen.findByRole('heading', { level: 1 });
    const nextYear = new Date().getFullYear() + 1;
    fireEvent.change(deliveryDate(), { target: { value: `${nextYear}-06-01` } });

    expect(screen.queryByRole('alert')).toBeNull();
    expect(deliveryDate()).not.toHaveAttribute('aria-invalid');
    expect(deliveryDate()).toHaveAccessibleDescription(new RegExp(`^Chosen: .*${nextYear}`));
  });
});
