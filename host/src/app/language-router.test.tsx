import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rememberedLanguage, useCustomizerStore } from '@restaurant/shared';
import { Link, Navigate, Route, Routes, useLocation } from '@restaurant/shared/router';
import { LanguageRouter } from './language-router';

function Where() {
  const { pathname } = useLocation();
  return <p>Route {pathname}</p>;
}

function Pages() {
  return (
    <Routes>
      <Route
        path="/landing/homepage"
        element={
          <>
            <Where />
            <Link to="/landing/food">Menu</Link>
          </>
        }
      />
      <Route path="/landing/food" element={<Where />} />
      <Route path="/auth/404" element={<p>Not found</p>} />
      <Route path="*" element={<Navigate to="/auth/404" replace />} />
    </Routes>
  );
}

describe('LanguageRouter: one URL per language in the browser', () => {
  afterEach(() => {
    localStorage.clear();
    act(() => useCustomizerStore.getState().setLanguage('en'));
    window.history.replaceState(null, '', '/');
  });

  it('keeps the language in links, moves to its URL on a switch and back to the old one with Back', async () => {
    window.history.replaceState(null, '', '/fr/landing/homepage');
    useCustomizerStore.getState().setLanguage('fr');
    render(
      <LanguageRouter>
        <Pages />
      </LanguageRouter>,
    );
    expect(screen.getByText('Route /landing/homepage')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/fr/landing/food');

    act(() => useCustomizerStore.getState().setLanguage('ar'));
    await waitFor(() => expect(window.location.pathname).toBe('/ar/landing/homepage'));
    expect(await screen.findByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/ar/landing/food');
    expect(screen.getByText('Route /landing/homepage')).toBeInTheDocument();
    expect(rememberedLanguage()).toBe('ar');

    await userEvent.click(screen.getByRole('link', { name: 'Menu' }));
    expect(await screen.findByText('Route /landing/food')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/ar/landing/food');

    act(() => window.history.go(-2));
    await waitFor(() => expect(useCustomizerStore.getState().language).toBe('fr'));
    expect(window.location.pathname).toBe('/fr/landing/homepage');
    expect(await screen.findByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/fr/landing/food');
    act(() => window.history.go(1));
    await waitFor(() => expect(useCustomizerStore.getState().language).toBe('ar'));
    expect(await screen.findByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/ar/landing/food');
    expect(window.location.pathname).toBe('/ar/landing/homepage');
  });

  it('an unprefixed URL is English: choosing English there changes no URL', async () => {
    window.history.replaceState(null, '', '/landing/homepage');
    render(
      <LanguageRouter>
        <Pages />
      </LanguageRouter>,
    );
    act(() => useCustomizerStore.getState().setLanguage('ch'));
    await waitFor(() => expect(window.location.pathname).toBe('/zh/landing/homepage'));
    act(() => useCustomizerStore.getState().setLanguage('en'));
    await waitFor(() => expect(window.location.pathname).toBe('/landing/homepage'));
    expect(await screen.findByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/landing/food');
    expect(rememberedLanguage()).toBe('en');
  });
});
