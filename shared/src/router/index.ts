// The router reaches every app through this module (an MF singleton), never straight from react-router-dom: one
// router context for host and remotes, and only the APIs listed here end up in the bundle. Declarative routing only:
// the data router (createBrowserRouter, loaders, actions) would add ~15 KB gzip to every first page for nothing we use.
export {
  BrowserRouter,
  generatePath,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type LinkProps,
  type NavLinkProps,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';
export { paths, routePatterns, type DemoSectionKey, type RouteId } from './paths';
export {
  REMOTE_EXPOSES,
  exposedFileName,
  type RemoteModuleId,
  type RemoteName,
  type RemotePageModule,
  type RemotePageProps,
} from './remote-modules';
export {
  DEFAULT_AFTER_SIGN_IN,
  REDIRECT_PARAM,
  currentPathOf,
  emailVerificationPathFor,
  safeRedirectPath,
  signInPathFor,
  withRedirect,
} from './safe-redirect';
