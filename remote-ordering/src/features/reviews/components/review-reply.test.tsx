import { act, screen, within } from '@testing-library/react';
import { useAuthStore } from '@restaurant/shared';
import {
  aUser,
  averages,
  fakeApi,
  type FakeApi,
  pageOf,
  renderWithProviders,
  review,
} from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { PersonalReviewsPage } from './personal-reviews-page';
import { ReviewsPage } from './reviews-page';

const REVIEWS = 'GET /public/restaurant-review/restaurant-reviews';
const AVERAGE = 'GET /public/restaurant-review/average-ratings';
const MINE = 'GET /public/restaurant-review/my-review';
let api: FakeApi;

afterEach(() => {
  api.restore();
  act(() => useAuthStore.getState().clearSession());
});
afterAll(() => setUpTranslations('en'));

const replied = {
  ...review(1, 5, 'Phở rất ngon!'),
  reply: { text: 'شكرًا لزيارتكم', language: 'ar' as const, repliedAt: '2026-03-02T10:00:00.000Z' },
};

describe("the restaurant's reply and hidden reviews", () => {
  it("shows the reply under its review, marked as the restaurant's, in the reply's language and direction", async () => {
    await setUpTranslations('en');
    api = fakeApi({
      [AVERAGE]: { status: 200, body: { data: averages(4.5, [1, 1, 0, 0, 0]) } },
      [REVIEWS]: { status: 200, body: pageOf([replied, review(2, 4, 'Good service')], 1, 10, 2) },
    });
    renderWithProviders(<ReviewsPage />, { route: '/landing/review' });

    const [first, second] = await screen.findAllByRole('article');
    const reply = within(first!).getByRole('region', { name: 'Reply from the restaurant' });
    const text = within(reply).getByText('شكرًا لزيارتكم');
    expect(text).toHaveAttribute('lang', 'ar');
    expect(text).toHaveAttribute('dir', 'rtl');
    expect(within(second!).queryByRole('region', { name: 'Reply from the restaurant' })).toBeNull();
    expect(screen.getByText('Average of 2 reviews')).toBeInTheDocument();
  });

  it('marks the reply in the interface language (French), the reply keeping its own', async () => {
    await setUpTranslations('fr');
    api = fakeApi({
      [AVERAGE]: { status: 200, body: { data: averages(5, [1, 0, 0, 0, 0]) } },
      [REVIEWS]: {
        status: 200,
        body: pageOf([{ ...replied, reply: { ...replied.reply, text: '谢谢', language: 'ch' as const } }], 1, 10, 1),
      },
    });
    renderWithProviders(<ReviewsPage />, { route: '/landing/review' });
    const reply = await screen.findByRole('region', { name: 'Réponse du restaurant' });
    expect(within(reply).getByText('谢谢')).toHaveAttribute('lang', 'zh-CN');
    expect(screen.getByText('Moyenne de 1 avis')).toBeInTheDocument();
  });

  it('shows its author a hidden review on their own page, marked hidden', async () => {
    await setUpTranslations('en');
    act(() => useAuthStore.getState().setSession({ accessToken: 'token', refreshToken: 'refresh', user: aUser() }));
    api = fakeApi({ [MINE]: { status: 200, body: { data: { ...review(7, 1, 'Spam'), hidden: true } } } });
    renderWithProviders(<PersonalReviewsPage />, { route: '/landing/reviews' });
    expect(await screen.findByText('Hidden by the restaurant')).toBeInTheDocument();
    expect(screen.getByText(/Only you can see this review/)).toBeInTheDocument();
    expect(screen.getByText('Spam')).toBeInTheDocument();
  });
});
