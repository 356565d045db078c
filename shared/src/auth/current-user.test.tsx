import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { User } from '../contracts/auth';
import { createAuthStore, useAuthStore } from '../stores/auth-store';
import { resetAllStores } from '../stores/reset-all-stores';
import { AUTH_USER_KEY } from '../stores/token-storage';
import { dataOf, fakeApi, type FakeApi, type FakeRequest } from '../testing/fake-api';
import { aUser } from '../testing/fixtures';
import { currentUserQueryOptions, useCurrentUser } from './current-user';

const DINER = aUser({ id: 7, email: 'lan@example.com', fullName: 'Lan Trần', emailVerified: false });

let api: FakeApi | undefined;
let meRequests: FakeRequest[] = [];

/** `/auth/me` answers `user` once `release()` is called (never, for a slow API). */
function serveMe(user: User) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  api = fakeApi(async () => {
    await released;
    return { status: 200, body: dataOf(user) };
  });
  meRequests = api.requests;
  return { release };
}

function renderCurrentUser() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useCurrentUser(), { wrapper }) };
}

/** What a reload finds: the session a previous page stored, read back into the app's auth store. */
async function reloadWithStoredSession(user: User) {
  createAuthStore().getState().setSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user });
  await useAuthStore.persist.rehydrate();
}

beforeEach(() => {
  meRequests = [];
});
afterEach(() => {
  api?.restore();
  resetAllStores();
});

describe('useCurrentUser', () => {
  it('names the diner right after a reload, before /auth/me has answered', async () => {
    serveMe(DINER);
    await reloadWithStoredSession(DINER);

    const { result } = renderCurrentUser();

    expect(result.current).toMatchObject({ signedIn: true, isLoading: false, user: DINER });
    await waitFor(() => expect(meRequests).toHaveLength(1));
    expect(result.current.user).toEqual(DINER);
  });

  it('refreshes the stored user from /auth/me in the background', async () => {
    const verified = { ...DINER, fullName: 'Trần Thị Lan', emailVerified: true };
    const me = serveMe(verified);
    await reloadWithStoredSession(DINER);
    const { result } = renderCurrentUser();

    me.release();

    await waitFor(() => expect(result.current.user).toEqual(verified));
    expect(useAuthStore.getState().user).toEqual(verified);
    expect(JSON.parse(localStorage.getItem(AUTH_USER_KEY) ?? 'null')).toEqual(verified);
  });

  it('asks /auth/me for tokens stored without a user, and is loading until it answers', async () => {
    const me = serveMe(DINER);
    localStorage.setItem('accessToken', 'access-1');
    localStorage.setItem('refreshToken', 'refresh-1');
    await useAuthStore.persist.rehydrate();
    const { result } = renderCurrentUser();
    expect(result.current).toMatchObject({ signedIn: true, isLoading: true, user: null });

    me.release();

    await waitFor(() => expect(result.current.user).toEqual(DINER));
    expect(useAuthStore.getState().user).toEqual(DINER);
  });

  it('does not let a late answer about another account replace the diner who signed in meanwhile', async () => {
    const me = serveMe({ ...DINER, id: 99, fullName: 'Someone else' });
    await reloadWithStoredSession(DINER);
    const { queryClient } = renderCurrentUser();
    await waitFor(() => expect(meRequests).toHaveLength(1));

    me.release();

    await waitFor(() =>
      expect(queryClient.getQueryState(currentUserQueryOptions(true).queryKey)?.status).toBe('success'),
    );
    expect(useAuthStore.getState().user).toEqual(DINER);
  });

  it('shows no one and asks nothing once signed out', () => {
    serveMe(DINER);
    useAuthStore.setState({ accessToken: null, refreshToken: null, user: DINER });

    const { result } = renderCurrentUser();

    expect(result.current).toMatchObject({ signedIn: false, isLoading: false, user: null });
    expect(meRequests).toHaveLength(0);
  });
});
