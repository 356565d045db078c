import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCustomizerStore } from '@restaurant/shared';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { galleryTranslations } from '../translations';
import GalleryPage from './gallery-page';

beforeEach(() => loadTranslations([galleryTranslations, demoTranslations]));
afterEach(() => useCustomizerStore.getState().setLanguage('en'));

/** The thumbnails' buttons, in grid order, whatever the language. */
async function openButtons() {
  const cards = await screen.findAllByRole('article');
  return cards.map((card) => within(card).getByRole('button'));
}

describe('GalleryPage', () => {
  it('shows the 12 photos with their name and date', async () => {
    renderWithProviders(<GalleryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(12);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('img')).toHaveAccessibleName(first.getByRole('heading').textContent ?? '');
    expect(cards[0]?.querySelector('time')?.textContent).toMatch(/\d{4}/);
  });

  it('opens a photo larger, arrows to the next and back, and Escape gives focus back to its thumbnail', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GalleryPage />);
    const [first, second] = await openButtons();
    const name = (button: HTMLElement | undefined) => button?.getAttribute('aria-label')?.replace(/^Open /, '');

    await user.click(first as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    // The dialog takes focus as it opens; keys pressed before that land outside it (seen on a loaded machine).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(dialog).getByRole('heading', { name: name(first) })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Photo 1 of 12');

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('heading', { name: name(second) })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(dialog).toHaveTextContent('Photo 12 of 12');
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(dialog).toHaveTextContent('Photo 1 of 12');

    await user.keyboard('{ArrowRight}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(second).toHaveFocus());
  });

  it('mirrors the arrow keys in Arabic', async () => {
    await loadTranslations([galleryTranslations, demoTranslations], 'ar');
    const user = userEvent.setup();
    renderWithProviders(<GalleryPage />, { language: 'ar' });
    const [first] = await openButtons();
    await user.click(first as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    // The dialog takes focus as it opens; keys pressed before that land outside it (seen on a loaded machine).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(dialog).toHaveTextContent('الصورة 1 من 12');
    await user.keyboard('{ArrowLeft}');
    expect(dialog).toHaveTextContent('الصورة 2 من 12');
  });

  it('searches by name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GalleryPage />);
    await openButtons();
    await user.type(screen.getByRole('searchbox', { name: 'Search photos' }), 'zzz');
    expect(screen.getByText('No photo matches “zzz”.')).toBeInTheDocument();
  });
});
