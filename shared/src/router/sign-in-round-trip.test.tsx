import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  currentPathOf,
  Link,
  MemoryRouter,
  REDIRECT_PARAM,
  Route,
  Routes,
  safeRedirectPath,
  signInPathFor,
  useLocation,
  useNavigate,
  useSearchParams,
} from '.';

// Our redirect helpers over React Router's location: what a signed-out diner's trip through sign-in does.

function Where() {
  const location = useLocation();
  return <output aria-label="where">{currentPathOf(location)}</output>;
}

function PageNeedingAnAccount() {
  const location = useLocation();
  return <Link to={signInPathFor(currentPathOf(location))}>Sign in to book</Link>;
}

function SignIn() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => navigate(safeRedirectPath(searchParams.get(REDIRECT_PARAM)), { replace: true })}
    >
      Sign in
    </button>
  );
}

function renderAt(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/landing/reservation" element={<PageNeedingAnAccount />} />
        <Route path="/landing/homepage" element={<h1>Home</h1>} />
        <Route path="/auth/login" element={<SignIn />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

describe('the trip through sign-in', () => {
  it('comes back to the same page, query and fragment', async () => {
    renderAt('/landing/reservation?guests=4&date=2026-07-14#plan');

    await userEvent.click(screen.getByRole('link', { name: 'Sign in to book' }));
    expect(where()).toBe('/auth/login?redirect=%2Flanding%2Freservation%3Fguests%3D4%26date%3D2026-07-14%23plan');

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(where()).toBe('/landing/reservation?guests=4&date=2026-07-14#plan');
  });

  it('goes home instead of to another site named in the redirect', async () => {
    renderAt(`/auth/login?${REDIRECT_PARAM}=${encodeURIComponent('//evil.example/phish')}`);

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(where()).toBe('/landing/homepage');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
