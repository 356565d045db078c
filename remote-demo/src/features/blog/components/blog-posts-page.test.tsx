import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@restaurant/shared/router';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { slugOf } from '../../../lib/sample-data';
import { generateSampleData } from '../../../lib/sample-data/generate';
import { stopSampleDataApi } from '../../../lib/sample-data/sample-data-api';
import { demoTranslations } from '../../../lib/translations';
import { blogTranslations } from '../translations';
import BlogPostsPage from './blog-posts-page';

const posts = generateSampleData().blogPosts;

beforeAll(() => loadTranslations([blogTranslations, demoTranslations]));
beforeEach(() => stopSampleDataApi());

const sectionOf = (name: string) => screen.getByRole('region', { name });

describe('the blog posts page', () => {
  it('shows skeletons, then the two featured posts and the other posts as cards', async () => {
    renderWithProviders(<BlogPostsPage />, { route: paths.demo.apps['blog-posts'] });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();

    const featured = await screen.findByRole('region', { name: 'Featured posts' });
    expect(within(featured).getAllByRole('article')).toHaveLength(2);
    expect(within(sectionOf('Latest posts')).getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 1, name: 'Posts' })).toBeInTheDocument();
  });

  it('links each card to its post by the slug of its title', async () => {
    renderWithProviders(<BlogPostsPage />);
    const post = posts.find((candidate) => candidate.featured);
    if (!post) throw new Error('no featured post');
    const link = await screen.findByRole('link', { name: post.title });
    expect(link).toHaveAttribute('href', paths.blogDetail(slugOf(post.title)));
  });

  it('filters by category and starts again from the first page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogPostsPage />, { route: `${paths.demo.apps['blog-posts']}?page=2` });
    await screen.findByRole('region', { name: 'Latest posts' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Health');

    const expected = posts.filter((post) => post.category === 'Health').map((post) => post.title);
    await waitFor(() => {
      const shown = screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
      expect(shown.sort()).toEqual([...expected].sort());
    });
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('?category=Health');
  });

  it('sorts the cards by views when asked for the most popular', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogPostsPage />);
    await screen.findByRole('region', { name: 'Latest posts' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'popular');

    const mostViewed = posts.filter((post) => !post.featured).sort((a, b) => b.view - a.view)[0];
    await waitFor(() =>
      expect(within(sectionOf('Latest posts')).getAllByRole('article')[0]).toHaveTextContent(mostViewed?.title ?? '?'),
    );
  });

  it('pages through the cards', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogPostsPage />);
    await screen.findByRole('region', { name: 'Latest posts' });

    await user.click(screen.getByRole('button', { name: 'Next page' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Featured posts' })).not.toBeInTheDocument());
    expect(within(sectionOf('Latest posts')).getAllByRole('article')).toHaveLength(posts.length - 2 - 6);
  });
});
