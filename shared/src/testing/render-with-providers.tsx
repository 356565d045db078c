import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import type { User } from '../contracts';
import { commonTranslations, type Translations } from '../i18n/define-translations';
import { i18n, initI18n } from '../i18n/i18n';
import { languageTag } from '../i18n/language-tag';
import { MemoryRouter, Route, Routes, useLocation } from '../router';
import { useAuthStore } from '../stores/auth-store';
import { useCustomizerStore, type Language } from '../stores/customizer-store';
import { AppThemeProvider } from '../system/app-theme-provider';
import { aUser } from './fixtures';

/** A fresh client per test: no retries (a failure shows at once), no cache shared with another test. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Loads real translations through the shared i18n set-up, in English unless told otherwise: the given namespaces
 * (a package's `xTranslations`, whose definition registered it) and always `common`.
 */
export async function loadTranslations(
  translations: Translations | readonly Translations[],
  language: Language = 'en',
): Promise<void> {
  const namespaces: readonly Translations[] = 'namespace' in translations ? [translations] : translations;
  await initI18n(language);
  if (i18n.language !== languageTag(language)) await i18n.changeLanguage(languageTag(language));
  await Promise.all([commonTranslations, ...namespaces].map((namespace) => namespace.load()));
}

/** Signed out, tokens gone from both storages. */
export function resetSession(): void {
  useAuthStore.getState().clearSession();
  useAuthStore.getState().setPersistence('local');
  localStorage.clear();
  sessionStorage.clear();
}

/** A signed-in diner for the auth store: the user and tokens the interceptors send. */
export interface TestSession {
  readonly user?: User;
  readonly accessToken?: string;
  readonly refreshToken?: string;
}

let lastLocation = '';
/** The router's current path + search, for tests that check where a page navigated or what it wrote. */
export function currentLocation(): string {
  return lastLocation;
}

/** Prints where the router is, readable as `getByRole('status', { name: 'current location' })`. */
function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    lastLocation = `${location.pathname}${location.search}`;
  }, [location]);
  return (
    <output aria-label="current location">
      {location.pathname}
      {location.search}
      {location.hash}
    </output>
  );
}

export type TestRoute = string | { pathname: string; search?: string; hash?: string; state?: unknown };

export interface RenderOptions {
  /** Where the memory router starts, e.g. `/landing/food?category=2` or a location with `state`. */
  readonly route?: TestRoute;
  /**
   * The route pattern `ui` is mounted at, so `useParams` works (e.g. `/landing/food-detail/:id`) and leaving it
   * unmounts `ui`. Without it `ui` renders whatever the location.
   */
  readonly path?: string;
  /** Sets the customizer's language (Chakra locale, direction, Accept-Language); load its texts first with
   * `loadTranslations`. */
  readonly language?: Language;
  /** `'signed-out'` clears the session; a session signs that diner in (defaults: `aUser()`, test tokens). */
  readonly auth?: TestSession | 'signed-out';
  readonly queryClient?: QueryClient;
}

/**
 * Renders `ui` inside what the app gives every page: the Chakra system with its LocaleProvider (AppThemeProvider),
 * the shared i18n instance, a query client with retries off and a memory router at `route`, with a location probe.
 * Returns Testing Library's result and the query client (to seed or inspect the cache).
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const route = options.route ?? '/';
  if (options.language) useCustomizerStore.getState().setLanguage(options.language);
  if (options.auth === 'signed-out') resetSession();
  else if (options.auth) {
    useAuthStore.getState().setSession({
      accessToken: options.auth.accessToken ?? 'test-access-token',
      refreshToken: options.auth.refreshToken ?? 'test-refresh-token',
      user: options.auth.user ?? aUser(),
    });
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <MemoryRouter initialEntries={[route]}>
          {options.path === undefined ? (
            children
          ) : (
            <Routes>
              <Route path={options.path} element={children} />
              <Route path="*" element={null} />
            </Routes>
          )}
          <LocationProbe />
        </MemoryRouter>
      </AppThemeProvider>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
