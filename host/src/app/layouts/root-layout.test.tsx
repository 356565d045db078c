import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from '@restaurant/shared/router';
import { renderWithProviders } from '@restaurant/shared/testing';
import { RootLayout } from './root-layout';

function Pages() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/landing/homepage" element={<Link to="/landing/food?category=2">Bún</Link>} />
        <Route path="/landing/food" element={<h1>Menu</h1>} />
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
});
