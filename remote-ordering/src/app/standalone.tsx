import { useCustomizerStore } from '@restaurant/shared';
import { createBrowserRouter, Link as RouterLink, Navigate, Outlet, RouterProvider } from '@restaurant/shared/router';
import { AppProviders } from '@restaurant/shared/system';
import { Box, Button, Container, Flex, HStack, LoadingState, MoonIcon, SunIcon, IconButton, Text } from '@restaurant/shared/ui';
import { Suspense, useState } from 'react';
import { STANDALONE_ROUTES } from './standalone-routes';

function StandaloneLayout() {
  const mode = useCustomizerStore((state) => state.mode);
  const toggleMode = useCustomizerStore((state) => state.toggleMode);
  const links = STANDALONE_ROUTES.filter((route) => !route.path.includes(':'));
  return (
    <Box minH="100dvh">
      <Box as="header" borderBottomWidth="1px" py="3">
        <Container maxW="7xl">
          <Flex align="center" gap="4" wrap="wrap">
            <Text fontWeight="bold">remote-ordering (standalone)</Text>
            <HStack as="nav" aria-label="Pages" gap="1" wrap="wrap">
              {links.map((route) => (
                <Button key={route.path} asChild size="xs" variant="ghost">
                  <RouterLink to={route.path}>{route.path}</RouterLink>
                </Button>
              ))}
            </HStack>
            <IconButton aria-label="Toggle colour mode" ms="auto" variant="ghost" onClick={toggleMode}>
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

function createStandaloneRouter() {
  const first = STANDALONE_ROUTES[0]?.path ?? '/';
  return createBrowserRouter([
    {
      element: <StandaloneLayout />,
      children: [
        ...STANDALONE_ROUTES.map(({ path, Page }) => ({ path, element: <Page /> })),
        { path: '*', element: <Navigate to={first} replace /> },
      ],
    },
  ]);
}

/** This remote on its own (`npm run dev -w remote-ordering`): the shared providers and only its routes. */
export function Standalone() {
  const [router] = useState(createStandaloneRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
