import { screen } from '@testing-library/react';
import { fakeApi, type FakeApi, renderWithProviders } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { OpeningHours } from './opening-hours';

let api: FakeApi;

afterEach(() => api.restore());

const RULES = 'GET /public/restaurant-table/booking-rules';
const lunch = { open: '11:00', close: '14:00' };
const dinner = { open: '18:00', close: '22:00' };

/** The published week, Sunday first as the API sends it. */
function week(days: { open: string; close: string }[][]) {
  return { status: 200, body: { data: { services: days } } } as const;
}

/** Each line of the list: its days, then its hours. */
function lines(): string[] {
  return screen
    .getAllByRole('definition')
    .map((hours) => `${hours.previousSibling?.textContent}: ${hours.textContent}`);
}

describe('OpeningHours', () => {
  it('shows the manager’s week: runs of days with the same services, several services a day, closed days', async () => {
    await setUpTranslations('en');
    // Sunday dinner only, Monday closed, Tuesday to Friday lunch and dinner, Saturday lunch and dinner too.
    api = fakeApi({
      [RULES]: week([
        [dinner],
        [],
        [lunch, dinner],
        [lunch, dinner],
        [lunch, dinner],
        [lunch, dinner],
        [lunch, dinner],
      ]),
    });
    renderWithProviders(<OpeningHours />);

    expect(await screen.findByText('Opening hours')).toBeInTheDocument();
    expect(lines()).toEqual([
      'Monday: Closed',
      'Tuesday – Saturday: 11:00 AM – 2:00 PM and 6:00 PM – 10:00 PM',
      'Sunday: 6:00 PM – 10:00 PM',
    ]);
  });

  it('says "every day" when the whole week is the same, in the reader’s language and clock', async () => {
    await setUpTranslations('fr');
    api = fakeApi({ [RULES]: week(Array.from({ length: 7 }, () => [{ open: '10:00', close: '22:00' }])) });
    renderWithProviders(<OpeningHours />);

    expect(await screen.findByText('Horaires d’ouverture')).toBeInTheDocument();
    expect(lines()).toEqual(['Tous les jours: 10:00 – 22:00']);
  });
});
