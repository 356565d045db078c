import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@restaurant/shared';
import { BrowserRouter, Link, Route, Routes } from '@restaurant/shared/router';
import { AppProviders } from '@restaurant/shared/system';
import { manifestUrl, REMOTE_PAGES } from './remote-pages';

interface ExposedPage {
  default: ComponentType<{ page?: string }>;
}

registerRemotes(REMOTE_PAGES.map(({ remote }) => ({ name: remote, entry: manifestUrl(remote) })));

const routes = REMOTE_PAGES.map(({ remote, module, ...props }) => {
  const Page = lazy(async () => {
    const loaded = await loadRemote<ExposedPage>(module);
    if (!loaded) throw new Error(`${module} could not be loaded`);
    return loaded;
  });
  const page = 'page' in props ? props.page : undefined;
  return { path: `/interop-host/${remote}`, element: <Page page={page} /> };
});

function Index() {
  return (
    <nav aria-label="Remote pages">
      {routes.map((route) => (
        <Link key={route.path} to={route.path}>
          {route.path}
        </Link>
      ))}
    </nav>
  );
}

const container = document.createElement('div');
document.body.append(container);
await initI18n();
createRoot(container).render(
  <AppProviders>
    <BrowserRouter>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="*" element={<Index />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  </AppProviders>,
);
