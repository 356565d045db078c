import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, languageTag } from '@restaurant/shared';
import type { ManagedReview } from '@restaurant/shared/contracts';
import { dataOf, fakeApi, renderWithProviders, resetSession, type FakeApi } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { ReviewsAdminPage } from './reviews-admin-page';

let api: FakeApi | undefined;

beforeAll(() => setUpTranslations('en'));
afterEach(() => {
  api?.restore();
  resetSession();
});

const AN: ManagedReview = {
  id: 3,
  rating: 2,
  comment: 'Cold soup',
  author: { id: 11, fullName: 'Nguyễn An' },
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  reply: null,
  hidden: null,
  version: 4,
};
const SPAM: ManagedReview = {
  ...AN,
  id: 5,
  rating: 1,
  comment: 'Buy cheap watches',
  author: { id: 12, fullName: 'Spammer' },
  hidden: { reason: 'Advertising', at: '2026-03-02T10:00:00.000Z', by: { id: 1, name: 'Lan Manager' } },
  reply: { text: 'شكرًا', language: 'ar', repliedAt: '2026-03-02T09:00:00.000Z', by: { id: 1, name: 'Lan Manager' } },
};

const page = (items: ManagedReview[]) => dataOf({ items, page: 1, size: 10, total: items.length });

function render(routes: Parameters<typeof fakeApi>[0] = {}) {
  api = fakeApi({
    'GET /manage/reviews': { status: 200, body: page([AN, SPAM]) },
    ...(routes as Record<string, never>),
  });
  renderWithProviders(<ReviewsAdminPage />, { route: '/staff/reviews', auth: {} });
  return userEvent.setup();
}

const card = async (name: string) => screen.findByRole('article', { name });

describe('ReviewsAdminPage', () => {
  it('lists every review, hidden ones marked with why, by whom and when; the reply in its own language', async () => {
    render();
    const spam = await card('Spammer');
    expect(within(spam).getByText('Hidden')).toBeInTheDocument();
    expect(within(spam).getByText(/Hidden by Lan Manager on .*: Advertising/)).toBeInTheDocument();
    const reply = within(spam).getByRole('region', { name: 'Reply from the restaurant' });
    expect(within(reply).getByText('شكرًا')).toHaveAttribute('dir', 'rtl');
    expect(within(spam).getByRole('button', { name: 'Show the review of Spammer again' })).toBeInTheDocument();
    expect(screen.getByText('2 reviews')).toBeInTheDocument();
  });

  it('filters: unanswered asks the API for reviews without a reply', async () => {
    const user = render();
    await card('Nguyễn An');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Not answered yet');
    await waitFor(() =>
      expect(api?.requestsTo('GET /manage/reviews').at(-1)?.params).toMatchObject({ unanswered: true, page: 1 }),
    );
  });

  it('replies in the chosen language with the version it saw; a blank reply is refused before sending', async () => {
    const user = render({
      'POST /manage/reviews/:id/reply': ({ body }) => ({
        status: 200,
        body: dataOf({ ...AN, reply: { ...(body as object), repliedAt: AN.createdAt, by: null } }),
      }),
    });
    const an = await card('Nguyễn An');
    await user.click(within(an).getByRole('button', { name: 'Reply to Nguyễn An' }));
    const form = within(an).getByRole('form', { name: 'Reply to Nguyễn An' });
    await user.click(within(form).getByRole('button', { name: 'Publish reply' }));
    expect(await within(form).findByText('Fill this in.')).toBeInTheDocument();
    expect(api?.requestsTo('POST /manage/reviews/:id/reply')).toHaveLength(0);

    await user.selectOptions(within(form).getByRole('combobox', { name: /Language of the reply/ }), 'French');
    const text = within(form).getByRole('textbox', { name: /Your reply/ });
    expect(text).toHaveAttribute('lang', 'fr');
    await user.type(text, '  Désolés pour la soupe  ');
    await user.click(within(form).getByRole('button', { name: 'Publish reply' }));
    await waitFor(() => expect(api?.requestsTo('POST /manage/reviews/:id/reply')).toHaveLength(1));
    const sent = api?.requestsTo('POST /manage/reviews/:id/reply')[0];
    expect(sent?.path).toBe('/manage/reviews/3/reply');
    expect(sent?.headers['If-Match']).toBe('"4"');
    expect(sent?.body).toEqual({ text: 'Désolés pour la soupe', language: 'fr' });
    expect(await screen.findByText('Reply to Nguyễn An published.')).toBeInTheDocument();
  });

  it('hides a review only with a reason, and shows another manager’s change as a conflict with Reload', async () => {
    const user = render({
      'POST /manage/reviews/:id/hide': { status: 412, body: { code: 'EDIT_CONFLICT', message: 'Đã có thay đổi.' } },
    });
    const an = await card('Nguyễn An');
    await user.click(within(an).getByRole('button', { name: 'Hide the review of Nguyễn An' }));
    const form = within(an).getByRole('form', { name: 'Hide the review of Nguyễn An' });
    await user.click(within(form).getByRole('button', { name: 'Hide review' }));
    expect(await within(form).findByText('Fill this in.')).toBeInTheDocument();
    expect(api?.requestsTo('POST /manage/reviews/:id/hide')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Why is it hidden/ }), 'Insults staff');
    await user.click(within(form).getByRole('button', { name: 'Hide review' }));
    expect(
      await within(an).findByText('Someone else changed this review; reload to see their changes.'),
    ).toBeInTheDocument();
    expect(api?.requestsTo('POST /manage/reviews/:id/hide')[0]?.body).toEqual({ reason: 'Insults staff' });
    const reads = api?.requestsTo('GET /manage/reviews').length ?? 0;
    await user.click(within(an).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(api?.requestsTo('GET /manage/reviews').length).toBeGreaterThan(reads));
  });

  it('removes a reply after a confirmation', async () => {
    const user = render({
      'DELETE /manage/reviews/:id/reply': { status: 200, body: dataOf({ ...SPAM, reply: null }) },
    });
    const spam = await card('Spammer');
    await user.click(within(spam).getByRole('button', { name: 'Remove the reply to Spammer' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this reply?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove reply' }));
    await waitFor(() => expect(api?.requestsTo('DELETE /manage/reviews/:id/reply')).toHaveLength(1));
    expect(api?.requestsTo('DELETE /manage/reviews/:id/reply')[0]?.headers['If-Match']).toBe('"4"');
  });
});

describe('ReviewsAdminPage in Arabic', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('is written in Arabic, with the plural of its count', async () => {
    await setUpTranslations('ar');
    await i18n.changeLanguage(languageTag('ar'));
    render();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('التقييمات');
    expect(await screen.findByText('تقييمان')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إخفاء تقييم Nguyễn An' })).toBeInTheDocument();
  });
});
