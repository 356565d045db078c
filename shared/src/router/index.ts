// The router reaches every app through this module (an MF singleton): one router context for host and remotes.
// It is our own (router.tsx): React Router's declarative API in the parts the apps use, without the ~11 KB gzip that
// React Router's declarative half still added to every first page.
export type { Location, Path, To } from './location';
export { matchRoutes, type Params, type RouteMatch, type RouteObject } from './matching';
export {
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
  useRoutes,
  useSearchParams,
  type LinkProps,
  type MemoryRouterProps,
  type NavigateFunction,
  type NavigateOptions,
  type NavLinkProps,
  type RouteProps,
  type SetSearchParams,
} from './router';
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
