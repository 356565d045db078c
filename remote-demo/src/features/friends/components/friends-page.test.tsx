import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { friendsTranslations } from '../translations';
import FriendsPage from './friends-page';

beforeAll(() => loadTranslations([friendsTranslations, demoTranslations]));

describe('FriendsPage', () => {
  it('shows each friend with a name, a role and four named social buttons', async () => {
    renderWithProviders(<FriendsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Friends' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(20);
    const card = within(cards[0] as HTMLElement);
    const name = card.getByRole('heading').textContent ?? '';
    for (const network of ['Facebook', 'X', 'Instagram', 'LinkedIn']) {
      expect(card.getByRole('button', { name: `${name} on ${network}` })).toBeInTheDocument();
    }
    expect(card.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says a social profile is not linked instead of leaving the page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FriendsPage />);
    const cards = await screen.findAllByRole('article');
    const name = within(cards[0] as HTMLElement).getByRole('heading').textContent ?? '';
    await user.click(screen.getByRole('button', { name: `${name} on Instagram` }));
    expect(screen.getByText(/Instagram profile is not linked/)).toHaveTextContent(`Sample data: ${name}’s Instagram`);
  });

  it('filters by what is typed and shows an empty state when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FriendsPage />);
    const cards = await screen.findAllByRole('article');
    const name = within(cards[1] as HTMLElement).getByRole('heading').textContent ?? '';
    const search = screen.getByRole('searchbox', { name: 'Search friends' });
    await user.type(search, name);
    expect(screen.getAllByRole('article').every((card) => card.textContent?.includes(name))).toBe(true);
    await user.clear(search);
    await user.type(search, 'zzzz');
    expect(screen.getByText('No friend matches “zzzz”.')).toBeInTheDocument();
  });
});
