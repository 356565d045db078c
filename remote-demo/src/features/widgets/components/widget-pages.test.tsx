import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CanvasHTMLAttributes } from 'react';
import { paths } from '@restaurant/shared/router';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { useDemoCartStore } from '../../../lib/demo-cart';
import { slugOf } from '../../../lib/sample-data';
import { generateSampleData } from '../../../lib/sample-data/generate';
import { demoTranslations } from '../../../lib/translations';
import { findCharts } from '../../../testing/charts';
import { widgetsTranslations } from '../translations';
import BannersPage from './banners-page';
import CardsPage from './cards-page';
import WidgetChartsPage from './widget-charts-page';

// jsdom has no 2D canvas for chart.js: the charts render as the named canvas they put on the page; each chart's
// figures are in its hidden table, which is what these tests read. The e2e spec checks the drawing.
jest.mock('react-chartjs-2', () => {
  const canvas = (props: CanvasHTMLAttributes<HTMLCanvasElement>) => (
    <canvas role={props.role} aria-label={props['aria-label']} />
  );
  return { Bar: canvas, Line: canvas, Doughnut: canvas };
});

beforeAll(() => loadTranslations([demoTranslations, widgetsTranslations]));
beforeEach(() => useDemoCartStore.getState().clear());

const location = () => screen.getByRole('status', { name: 'current location' });

describe('Cards widgets page', () => {
  it('shows every widget under the page title', async () => {
    renderWithProviders(<CardsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cards' })).toBeInTheDocument();
    for (const title of [
      'Products',
      'Profile',
      'Followers',
      'Friends',
      'Gift card',
      'Music player',
      'Settings',
      'Upcoming activity',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(within(screen.getByRole('list', { name: 'Key figures' })).getAllByRole('listitem')).toHaveLength(6);
    // The news cards are the three newest blog posts, each a link to its post.
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThanOrEqual(6));
  });

  it('links each news card to its post by the post’s slug, as the blog addresses posts', async () => {
    renderWithProviders(<CardsPage />);
    const newest = [...generateSampleData().blogPosts].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    const link = await screen.findByRole('link', { name: newest?.title });
    expect(link).toHaveAttribute('href', paths.blogDetail(slugOf(newest?.title ?? '')));
  });

  it('gives the profile card the profile page’s own figures, counted from the sample data', async () => {
    renderWithProviders(<CardsPage />);
    const { socialPosts, users } = generateSampleData();
    // The card's body: the heading's row, then the figures.
    const card = screen.getByRole('heading', { level: 2, name: 'Profile' }).parentElement?.parentElement;
    if (!card) throw new Error('no profile card');
    const figures = () =>
      within(card)
        .getAllByRole('definition')
        .map((figure) => figure.textContent);
    await waitFor(() =>
      expect(figures()).toEqual([
        String(socialPosts.length),
        String(users.length),
        String(users.filter((user) => user.isFollowed).length),
      ]),
    );
  });

  it('adds a product to the demo cart and says so', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CardsPage />);
    const buttons = await screen.findAllByRole('button', { name: /^Add to cart/ });
    expect(screen.getByTestId('widget-cart-count')).toHaveTextContent('In the cart: 0');
    await user.click(buttons[0]!);
    await user.click(buttons[0]!);
    expect(screen.getByTestId('widget-cart-count')).toHaveTextContent('In the cart: 2');
    expect(useDemoCartStore.getState().lines).toHaveLength(1);
    expect(screen.getAllByRole('status').some((status) => /added to the cart/.test(status.textContent ?? ''))).toBe(
      true,
    );
  });

  it('follows and unfollows a person, the button saying which', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CardsPage />);
    const followers = (await screen.findByRole('heading', { name: 'Followers' })).closest('.chakra-card__root');
    const first = (await within(followers as HTMLElement).findAllByRole('button', { name: /^Follow(ing)? / }))[0]!;
    const person = first.textContent?.replace(/^Follow(ing)? /, '') ?? '';
    const wasFollowing = first.textContent?.startsWith('Following') ?? false;
    await user.click(first);
    expect(first).toHaveAccessibleName(`${wasFollowing ? 'Follow' : 'Following'} ${person}`);
    expect(
      screen.getByText(wasFollowing ? `You no longer follow ${person}` : `You now follow ${person}`),
    ).toBeInTheDocument();
    await user.click(first);
    expect(first).toHaveAccessibleName(`${wasFollowing ? 'Following' : 'Follow'} ${person}`);
  });

  it('plays, pauses and skips tracks, announcing each', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CardsPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('track-title')).toHaveTextContent('Morning Espresso');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByText('Now playing: Morning Espresso by Café Trio')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next track' }));
    expect(screen.getByTestId('track-title')).toHaveTextContent('Saffron Nights');
    expect(screen.getByText('Now playing: Saffron Nights by Leila Haddad')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByText('Paused: Saffron Nights')).toBeInTheDocument();
  });

  it('switches settings and moves the volume', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CardsPage />);
    await screen.findByRole('heading', { level: 1 });
    const newsletter = screen.getByRole('checkbox', { name: 'Weekly newsletter' });
    expect(newsletter).not.toBeChecked();
    await user.click(newsletter);
    expect(newsletter).toBeChecked();
    const volume = screen.getByRole('slider', { name: 'Volume' });
    expect(volume).toHaveAttribute('aria-valuenow', '45');
    volume.focus();
    await user.keyboard('{ArrowRight}');
    expect(volume).toHaveAttribute('aria-valuenow', '50');
  });

  it('copies the gift code and says so', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CardsPage />);
    await user.click(await screen.findByRole('button', { name: 'Copy the code' }));
    expect(await screen.findByText('Code copied')).toBeInTheDocument();
  });
});

describe('Banners widgets page', () => {
  it('opens the plans dialog and confirms the choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BannersPage />);
    await user.click(await screen.findByRole('button', { name: 'See the plans' }));
    const dialog = await screen.findByRole('dialog', { name: 'The pro plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Choose the pro plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('The pro plan is yours: thank you!')).toBeInTheDocument();
  });

  it.each([
    ['View the sales', paths.demo.dashboards.ecommerce],
    ['Go to the shop', paths.demo.ecommerce.shop],
    ['Browse products', paths.demo.ecommerce['eco-product-list']],
  ])('"%s" goes to %s', async (name, path) => {
    const user = userEvent.setup();
    renderWithProviders(<BannersPage />);
    await user.click(await screen.findByRole('button', { name }));
    expect(location()).toHaveTextContent(path);
  });
});

describe('Chart widgets page', () => {
  it('shows eight chart cards, each chart named with its figures as a table', async () => {
    renderWithProviders(<WidgetChartsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Charts' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    for (const chart of await findCharts(8)) {
      expect(screen.getByRole('table', { name: chart.getAttribute('aria-label') ?? '' })).toBeInTheDocument();
    }
  });

  it('changes the most visited pages with the month', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WidgetChartsPage />);
    const before = (await screen.findByRole('table', { name: 'Visits per page in Jan' })).textContent;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'Jun');
    const after = screen.getByRole('table', { name: 'Visits per page in Jun' });
    expect(after.textContent).not.toBe(before);
    expect(within(after).getAllByRole('row')).toHaveLength(6);
  });
});
