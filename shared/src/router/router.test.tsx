import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router';

function Where() {
  const location = useLocation();
  return (
    <output aria-label="where">
      {location.pathname}
      {location.search}
      {location.hash}
    </output>
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

function Dish() {
  const { id } = useParams<{ id: string }>();
  return <h1>Dish {id}</h1>;
}

function Layout() {
  return (
    <main>
      <nav aria-label="main">
        <NavLink to="/landing/food">Menu</NavLink>
        <NavLink to="/landing" end>
          Home
        </NavLink>
      </nav>
      <Outlet />
    </main>
  );
}

function App() {
  return (
    <>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/landing" element={<h1>Home</h1>} />
          <Route path="/landing/food" element={<Link to="/landing/food-detail/7">Phở</Link>} />
          <Route path="/landing/food-detail/:id" element={<Dish />} />
        </Route>
        <Route path="/" element={<Navigate to="/landing" replace />} />
      </Routes>
      <Where />
    </>
  );
}

describe('the router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders the page the location matches inside its layout, with the parameters of its path', () => {
    render(
      <MemoryRouter initialEntries={['/landing/food-detail/12']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'main' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dish 12' })).toBeInTheDocument();
  });

  it('follows a link in the app and marks the current page in the navigation', async () => {
    render(
      <MemoryRouter initialEntries={['/landing/food']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Phở' })).toHaveAttribute('href', '/landing/food-detail/7');

    await userEvent.click(screen.getByRole('link', { name: 'Phở' }));

    expect(screen.getByRole('heading', { name: 'Dish 7' })).toBeInTheDocument();
    expect(where()).toBe('/landing/food-detail/7');
    // "Home" is current on exactly its path (end), "Menu" on its path and below it only.
    expect(screen.getByRole('link', { name: 'Menu' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('redirects with Navigate', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves a click with a modifier key or on another target to the browser', async () => {
    render(
      <MemoryRouter initialEntries={['/landing/food']}>
        <App />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Phở' }));
    await user.keyboard('{/Control}');
    expect(where()).toBe('/landing/food');
  });

  it('reads and writes the query, keeping the path, and carries state with a navigation', async () => {
    function Filters() {
      const [params, setParams] = useSearchParams();
      const navigate = useNavigate();
      const { state } = useLocation();
      return (
        <>
          <p>page {params.get('page') ?? '1'}</p>
          <p>{typeof state === 'string' ? state : 'no state'}</p>
          <button onClick={() => setParams((current) => ({ ...Object.fromEntries(current), page: '2' }))}>next</button>
          <button onClick={() => setParams({}, { replace: true })}>first</button>
          <button onClick={() => navigate('?page=3#top', { state: 'from the test' })}>third</button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/landing/food?category=2']}>
        <Filters />
        <Where />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(where()).toBe('/landing/food?category=2&page=2');
    expect(screen.getByText('page 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(where()).toBe('/landing/food');
    await userEvent.click(screen.getByRole('button', { name: 'third' }));
    expect(where()).toBe('/landing/food?page=3#top');
    expect(screen.getByText('from the test')).toBeInTheDocument();
  });

  it('keeps the page on screen while the next one suspends (navigations are transitions)', async () => {
    let arrive: () => void = () => undefined;
    const arrival = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    // A page whose code is still downloading, like a remote's.
    const SlowPage = lazy(() => arrival.then(() => ({ default: () => <h1>Slow page</h1> })));
    render(
      <MemoryRouter initialEntries={['/landing/food']}>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path="/landing/food" element={<Link to="/slow">slow</Link>} />
            <Route path="/slow" element={<SlowPage />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'slow' }));
    expect(screen.getByRole('link', { name: 'slow' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
  });

  it('writes navigations to the browser history and follows back and forward', async () => {
    window.history.replaceState(null, '', '/landing/food');
    function Back() {
      const navigate = useNavigate();
      return <button onClick={() => navigate(-1)}>back</button>;
    }
    render(
      <BrowserRouter>
        <App />
        <Back />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Phở' }));
    expect(window.location.pathname).toBe('/landing/food-detail/7');
    expect(screen.getByRole('heading', { name: 'Dish 7' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    // The browser moves through its history on its own time (popstate), not within the click.
    await waitFor(() => expect(where()).toBe('/landing/food'));
    expect(screen.getByRole('link', { name: 'Phở' })).toBeInTheDocument();
  });
});
