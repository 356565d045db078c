import { useCustomizerStore } from '@restaurant/shared';
import { BrowserRouter, Link as RouterLink, Navigate, Outlet, Route, Routes } from '@restaurant/shared/router';
import { AppProviders } from '@restaurant/shared/system';
import {
  Box,
  Button,
  Container,
  Flex,
  HStack,
  LoadingState,
  MoonIcon,
  SunIcon,
  IconButton,
  Text,
} from '@restaurant/shared/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { STANDALONE_ROUTES } from './standalone-routes';

function StandaloneLayout() {
  const mode = useCustomizerStore((state) => state.mode);
  const toggleMode = useCustomizerStore((state) => state.toggleMode);
  const { t } = useTranslation('common');
  const links = STANDALONE_ROUTES.filter((route) => !route.path.includes(':'));
  return (
    <Box minH="100dvh">
      <Box as="header" borderBottomWidth="1px" py="3">
        <Container maxW="7xl">
          <Flex align="center" gap="4" wrap="wrap">
            <Text fontWeight="bold">remote-demo (standalone)</Text>
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

/** This remote on its own (`npm run dev -w remote-demo`): the shared providers and only its routes. */
export function Standalone() {
  const first = STANDALONE_ROUTES[0]?.path ?? '/';
  return (
    <AppProviders>
      <BrowserRouter>
        <Routes>
          <Route element={<StandaloneLayout />}>
            {STANDALONE_ROUTES.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<Navigate to={first} replace />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </AppProviders>
  );
}
