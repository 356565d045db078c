import { screen, within } from '@testing-library/react';
import type { Language } from '@restaurant/shared';
import { averages, type FakeApi, fakeApi, renderWithProviders } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { RatingSummary } from './rating-summary';

const AVERAGE = 'GET /public/restaurant-review/average-ratings';
let api: FakeApi;

afterEach(() => api.restore());
afterAll(() => setUpTranslations('en'));

async function renderFilterRows(): Promise<HTMLElement[]> {
  api = fakeApi({ [AVERAGE]: { status: 200, body: { data: averages(4.2, [15, 9, 3, 2, 1]) } } });
  renderWithProviders(<RatingSummary onSelectStar={() => undefined} />);
  const rows = await screen.findByRole('list');
  return within(rows).getAllByRole('button');
}

describe('RatingSummary star rows', () => {
  it('shows "5" and a drawn star in each filter button, names it "5 stars: 15 reviews", and shows the count beside it', async () => {
    await setUpTranslations('en');
    const [fiveStars] = await renderFilterRows();
    expect(fiveStars).toHaveAccessibleName('5 stars: 15 reviews');
    expect(fiveStars).toHaveTextContent(/^5$/);
    expect(fiveStars?.querySelector('svg')).not.toBeNull();
    expect(fiveStars?.parentElement).toHaveTextContent(/^515$/);
  });

  // A button's name must contain the text it shows; in Arabic "1 star" and "2 stars" used to be words without a digit.
  it.each<Language>(['en', 'fr', 'ar', 'ch', 'vi'])(
    'names every row with the digit it shows, in %s',
    async (language) => {
      await setUpTranslations(language);
      const rows = await renderFilterRows();
      expect(rows.map((row) => row.textContent)).toEqual(['5', '4', '3', '2', '1']);
      rows.forEach((row, index) => {
        expect(row.getAttribute('aria-label')).toContain(String(5 - index));
      });
    },
  );
});
