import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { reservationRules } from '../config/reservation-rules';
import { useReservationChoice } from '../hooks/use-reservation-choice';
import { addDays, restaurantClock } from '../lib/slot-grid';
import { ChoiceBar } from './choice-bar';

function ChoiceBarOnUrl() {
  const { choice, clock, rules, update } = useReservationChoice();
  return <ChoiceBar choice={choice} clock={clock} rules={rules} onChange={update} />;
}

const tomorrow = addDays(restaurantClock(new Date(), reservationRules.timeZone).today, 1);

function urlParams(): URLSearchParams {
  const location = screen.getByRole('status', { name: 'current location' }).textContent ?? '';
  return new URLSearchParams(location.split('?')[1] ?? '');
}

beforeAll(() => setUpTranslations('en'));

describe('ChoiceBar', () => {
  it('keeps a new time when the duration changes before the page renders again', async () => {
    renderWithProviders(<ChoiceBarOnUrl />, {
      route: `/landing/reservation?guests=4&date=${tomorrow}&time=20%3A15&duration=90`,
    });
    const time = screen.getByRole('combobox', { name: 'Time' });
    const duration = screen.getByRole('combobox', { name: 'Duration' });

    await act(async () => {
      fireEvent.change(time, { target: { value: '19:00' } });
      fireEvent.change(duration, { target: { value: '120' } });
    });

    expect(urlParams().get('time')).toBe('19:00');
    expect(urlParams().get('duration')).toBe('120');
    expect(time).toHaveValue('19:00');
  });

  it('keeps the chosen time on the new day when the day changes', async () => {
    renderWithProviders(<ChoiceBarOnUrl />, {
      route: `/landing/reservation?guests=4&date=${tomorrow}&time=12%3A30&duration=90`,
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Date' }), { target: { value: addDays(tomorrow, 1) } });

    expect(await screen.findByRole('combobox', { name: 'Date' })).toHaveValue(addDays(tomorrow, 1));
    expect(urlParams().get('time')).toBe('12:30');
  });
});
