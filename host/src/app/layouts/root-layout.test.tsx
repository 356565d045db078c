import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useNavigate } from '@restaurant/shared/router';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { RootLayout } from './root-layout';

function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate(-1)}>Back</button>
      <button onClick={() => navigate(1)}>Forward</button>
    </>
  );
}

function Pages() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/landing/homepage" element={<Link to="/landing/food?category=2">Bún</Link>} />
        <Route
          path="/landing/food"
          element={
            <>
              <h1>Menu</h1>
              <Link to="/landing/food?category=3">Phở</Link>
              <Link to="/landing/food-detail/7">Bún chả</Link>
              <HistoryButtons />
            </>
          }
        />
        <Route
          path="/landing/food-detail/:id"
          element={
            <>
              <h1>Dish</h1>
              <HistoryButtons />
            </>
          }
        />
      </Route>
    </Routes>
  );
}

describe('RootLayout', () => {
  afterEach(() => delete document.documentElement.dataset['location']);

  it('marks the document with the location it shows, and follows a navigation once it is on screen', async () => {
    renderWithProviders(<Pages />, { route: '/landing/homepage' });
    expect(document.documentElement).toHaveAttribute('data-location', '/landing/homepage');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Bún' }));
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-location', '/landing/food?category=2');
  });

  it('keeps the restaurant’s name as the title of a page without its own, once a page that had one is left', async () => {
    await loadTranslations([]);
    document.title = '';
    renderWithProviders(
      <Routes>
        <Route element={<RootLayout />}>
          <Route
            path="/landing/food"
            element={
              <>
                <title>Menu — Bếp Nhà</title>
                <Link to="/auth/login">Sign in</Link>
              </>
            }
          />
          <Route path="/auth/login" element={<h1>Sign in</h1>} />
        </Route>
      </Routes>,
      { route: '/landing/food' },
    );
    expect(document.title).toBe('Menu — Bếp Nhà');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.title).toBe('Bếp Nhà');
  });

  describe('scroll position', () => {
    let scrollTo: jest.SpyInstance;
    const scrollDiner = (top: number) => {
      Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    const lastScroll = () => scrollTo.mock.lastCall?.[0] as ScrollToOptions | undefined;

    beforeEach(() => {
      scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
      // jsdom lays nothing out: a page as long as a real menu
      Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5_000, configurable: true });
    });
    afterEach(() => {
      scrollTo.mockRestore();
      scrollDiner(0);
    });

    it('goes to the top of a new page, and keeps the place when only the query changes', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Pages />, { route: '/landing/food' });
      await screen.findByRole('heading', { name: 'Menu' });
      scrollDiner(900);
      scrollTo.mockClear();

      await user.click(screen.getByRole('link', { name: 'Phở' }));
      expect(scrollTo).not.toHaveBeenCalled();

      await user.click(screen.getByRole('link', { name: 'Bún chả' }));
      expect(await screen.findByRole('heading', { name: 'Dish' })).toBeInTheDocument();
      expect(lastScroll()).toMatchObject({ top: 0 });
    });

    it('returns to where the diner was on back, and on forward', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Pages />, { route: '/landing/food' });
      await screen.findByRole('heading', { name: 'Menu' });
      scrollDiner(1_200);
      await user.click(screen.getByRole('link', { name: 'Bún chả' }));
      await screen.findByRole('heading', { name: 'Dish' });
      scrollDiner(300);

      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(await screen.findByRole('heading', { name: 'Menu' })).toBeInTheDocument();
      expect(lastScroll()).toEqual({ top: 1_200, left: 0, behavior: 'auto' });

      await user.click(screen.getByRole('button', { name: 'Forward' }));
      expect(await screen.findByRole('heading', { name: 'Dish' })).toBeInTheDocument();
      expect(lastScroll()).toEqual({ top: 300, left: 0, behavior: 'auto' });
    });
  });
});
