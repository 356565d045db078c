// Development only: what `npm run dev -w <remote>` renders. Not an MF shared module: a standalone remote is its own
// host, and production remotes build without this entry, so nothing here reaches the composed site.
import { Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, preferredLanguage, useCustomizerStore, commonTranslations } from '@restaurant/shared';
import { BrowserRouter, Link as RouterLink, Navigate, Outlet, Route, Routes } from '@restaurant/shared/router';
import { AppProviders } from '@restaurant/shared/system';
import {
  Box,
  Button,
  Container,
  Flex,
  HStack,
  IconButton,
  LoadingState,
  MoonIcon,
  SunIcon,
  Text,
} from '@restaurant/shared/ui';

/** One page of a remote, at the same path the host gives it. */
export interface StandaloneRoute {
  path: string;
  Page: ComponentType;
}

interface StandaloneShellProps {
  /** The workspace name, shown in the header so a developer knows which remote is running. */
  name: string;
  routes: readonly StandaloneRoute[];
}

function StandaloneLayout({ name, routes }: StandaloneShellProps) {
  const mode = useCustomizerStore((state) => state.mode);
  const toggleMode = useCustomizerStore((state) => state.toggleMode);
  const { t } = commonTranslations.useTranslation();
  const links = routes.filter((route) => !route.path.includes(':'));
  return (
    <Box minH="100dvh">
      <Box as="header" borderBottomWidth="1px" py="3">
        <Container maxW="7xl">
          <Flex align="center" gap="4" wrap="wrap">
            <Text fontWeight="bold">{name} (standalone)</Text>
            <HStack as="nav" gap="1" wrap="wrap">
              {links.map((route) => (
                <Button key={route.path} asChild size="xs" variant="ghost">
                  <RouterLink to={route.path}>{route.path}</RouterLink>
                </Button>
              ))}
            </HStack>
            <IconButton aria-label={t('a11y.toggleColorMode')} ms="auto" variant="ghost" onClick={toggleMode}>
              {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
            </IconButton>
          </Flex>
        </Container>
      </Box>
      <Container as="main" maxW="7xl">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}

/** A remote on its own (`npm run dev -w <remote>`): the shared providers and only that remote's routes. */
export function StandaloneShell({ name, routes }: StandaloneShellProps) {
  const first = routes[0]?.path ?? '/';
  return (
    <AppProviders>
      <BrowserRouter>
        <Routes>
          <Route element={<StandaloneLayout name={name} routes={routes} />}>
            {routes.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<Navigate to={first} replace />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </AppProviders>
  );
}

/** The standalone entry every remote's bootstrap calls: translations first, then the shell into `#root`. */
export async function renderStandalone(props: StandaloneShellProps): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // the first of the reader's languages the site speaks, as the host starts
  await initI18n(preferredLanguage(navigator.languages));
  createRoot(container).render(<StandaloneShell {...props} />);
}
