import { i18n, initI18n, useAuthStore, type Language } from '@restaurant/shared';
import { MemoryRouter, Route, Routes, useLocation } from '@restaurant/shared/router';
import { AppThemeProvider } from '@restaurant/shared/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { registerAuthTranslations } from '../app/i18n/register-auth-translations';
import { AUTH_NAMESPACE } from '../lib/auth-i18n';

/** Loads the real `auth` namespace through the shared i18n set-up, in English unless told otherwise. */
export async function setUpTranslations(language: Language = 'en'): Promise<void> {
  await registerAuthTranslations();
  await initI18n(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  await i18n.loadNamespaces(AUTH_NAMESPACE);
}

/** Signed out, tokens gone from both storages. */
export function resetSession(): void {
  useAuthStore.getState().clearSession();
  useAuthStore.getState().setPersistence('local');
  localStorage.clear();
  sessionStorage.clear();
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Prints where the router is, so a test can assert on navigation. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output aria-label="current location">
      {location.pathname}
      {location.search}
      {location.hash}
    </output>
  );
}

export interface RenderOptions {
  readonly route?: string | { pathname: string; search?: string; hash?: string; state?: unknown };
  /** The route pattern the page under test is mounted at (defaults to the route's path). */
  readonly path?: string;
  readonly queryClient?: QueryClient;
}

/** Renders inside the app's Chakra system, a fresh query client and a memory router at `route`. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const route = options.route ?? '/auth/login';
  const pathname = typeof route === 'string' ? route.split(/[?#]/)[0] : route.pathname;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={options.path ?? pathname} element={children} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AppThemeProvider>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
