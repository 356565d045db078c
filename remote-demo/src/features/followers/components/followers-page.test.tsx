import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders, searchFor } from '@restaurant/shared/testing';
import { usersQueryOptions, type FollowerUser } from '../../../lib/sample-data';
import { demoTranslations } from '../../../lib/translations';
import { followersTranslations } from '../translations';
import FollowersPage from './followers-page';

beforeAll(() => loadTranslations([followersTranslations, demoTranslations]));

const countOf = (name: 'followers' | 'following') => Number(screen.getByTestId(`count-${name}`).textContent);

describe('FollowersPage', () => {
  it('lists the 20 followers under the page title', async () => {
    renderWithProviders(<FollowersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Followers' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    expect(countOf('followers')).toBe(20);
  });

  it('follows someone: the button says Following, the count grows, and the cached list keeps it', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<FollowersPage />);
    await screen.findAllByRole('article');
    const before = countOf('following');
    const [first] = screen.getAllByRole('button', { name: /^Follow / });
    if (!first) throw new Error('every follower is followed already');
    const name = first.textContent?.replace(/^Follow\s*/, '').trim() ?? '';

    await user.click(first);

    expect(screen.getByRole('button', { name: `Following ${name}` })).toBeInTheDocument();
    expect(countOf('following')).toBe(before + 1);
    const cached = queryClient.getQueryData<FollowerUser[]>(usersQueryOptions().queryKey);
    expect(cached?.find((u) => u.name === name)?.isFollowed).toBe(true);

    await user.click(screen.getByRole('button', { name: `Following ${name}` }));
    expect(screen.getByRole('button', { name: `Follow ${name}` })).toBeInTheDocument();
    expect(countOf('following')).toBe(before);
  });

  it('searches by name and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FollowersPage />);
    const cards = await screen.findAllByRole('article');
    const name = within(cards[0] as HTMLElement).getByRole('heading').textContent ?? '';
    const search = screen.getByRole('searchbox', { name: 'Search followers' });

    await searchFor(user, search, name);
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeLessThan(20));
    for (const card of screen.getAllByRole('article')) {
      expect(card).toHaveTextContent(name);
    }

    await user.clear(search);
    await searchFor(user, search, 'no such person');
    expect(await screen.findByText('No follower matches “no such person”.')).toBeInTheDocument();
  });
});
