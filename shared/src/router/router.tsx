import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { createBrowserHistory, createMemoryHistory, type History, type InitialEntry } from './history';
import { createPath, isExternal, resolveTo, type Location, type To } from './location';
import { matchRoutes, type Params, type RouteMatch, type RouteObject } from './matching';

/**
 * The app's router: the few parts of React Router's declarative API the apps use (routers, a route table, links,
 * hooks), with its behaviour — route ranking, navigations as transitions (the page on screen stays while the next
 * one's remote loads), `state` on history entries — at a fraction of its size on every first page.
 */

interface RouterState {
  history: History;
  location: Location;
}

const RouterContext = createContext<RouterState | null>(null);

interface RouteLevel {
  /** What `<Outlet />` renders at this level: the next level of the match. */
  outlet: ReactNode;
  matches: readonly RouteMatch[];
}

const RouteContext = createContext<RouteLevel>({ outlet: null, matches: [] });

function useRouter(hook: string): RouterState {
  const router = use(RouterContext);
  if (!router) throw new Error(`${hook} may be used only inside a router (BrowserRouter or MemoryRouter).`);
  return router;
}

/** Renders `children` at the history's location, and again, as a transition, whenever it changes. */
function Router({ history, children }: { history: History; children?: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(
    () =>
      history.listen((next) => {
        startTransition(() => setLocation(next));
      }),
    [history],
  );
  const router = useMemo(() => ({ history, location }), [history, location]);
  return <RouterContext value={router}>{children}</RouterContext>;
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

export interface MemoryRouterProps {
  initialEntries?: readonly InitialEntry[];
  initialIndex?: number;
  children?: ReactNode;
}

/** A router over history kept in memory: one URL rendered on the server, and tests. */
export function MemoryRouter({ initialEntries, initialIndex, children }: MemoryRouterProps) {
  const [history] = useState(() => createMemoryHistory(initialEntries, initialIndex));
  return <Router history={history}>{children}</Router>;
}

export function useLocation(): Location {
  return useRouter('useLocation').location;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** Through the history: `-1` is back. */
  (delta: number): void;
}

/** Navigates from wherever the app is when it is called (a stable function: safe in effects' dependencies). */
export function useNavigate(): NavigateFunction {
  const { history, location } = useRouter('useNavigate');
  const pathname = useRef(location.pathname);
  useLayoutEffect(() => {
    pathname.current = location.pathname;
  });
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const path = resolveTo(to, pathname.current);
      if (options.replace) history.replace(path, options.state);
      else history.push(path, options.state);
    },
    [history],
  ) as NavigateFunction;
}

/** The parameters of the route that rendered the caller (`:id` of `/landing/food-detail/:id`). */
export function useParams<Shape extends Record<string, string | undefined> = Params>(): Readonly<Partial<Shape>> {
  return (use(RouteContext).matches.at(-1)?.params ?? {}) as Readonly<Partial<Shape>>;
}

export type SearchParamsInit = URLSearchParams | string | Record<string, string> | [string, string][];

export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The URL's query, and a setter that navigates to this path with another query (a new history entry by default). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useCallback<SetSearchParams>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(searchParams)) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, searchParams],
  );
  return [searchParams, setSearchParams];
}

/** Renders the branch of `routes` the location matches (each level's element, its child in its `<Outlet />`). */
export function useRoutes(routes: readonly RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, match, level) => (
      <RouteContext value={{ outlet, matches: matches.slice(0, level + 1) }}>
        {match.route.element === undefined ? <Outlet /> : match.route.element}
      </RouteContext>
    ),
    null,
  );
}

/** Where a layout route renders the child route that matched. */
export function Outlet(): ReactNode {
  return use(RouteContext).outlet;
}

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** One route of a `<Routes>` table: never rendered itself, its props are read by `<Routes>`. */
export function Route(_props: RouteProps): ReactElement {
  throw new Error('A <Route> may be used only as a child of <Routes> or of another <Route>.');
}

function routesFromChildren(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps & { children?: ReactNode }>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesFromChildren(child.props.children));
      return;
    }
    const { path, index, element, children: nested } = child.props;
    routes.push({ path, index, element, children: routesFromChildren(nested) });
  });
  return routes;
}

/** The route table written as `<Route>` elements. */
export function Routes({ children }: { children?: ReactNode }) {
  return useRoutes(routesFromChildren(children));
}

/** Navigates once rendered (a redirect route's element); renders nothing. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target = typeof to === 'string' ? to : createPath(to);
  useEffect(() => {
    navigate(target, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser should handle itself: another button, a modifier key (new tab, window), another target. */
const leavesToBrowser = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean =>
  event.defaultPrevented ||
  event.button !== 0 ||
  (target !== undefined && target !== '_self') ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey;

/** A link that navigates in the app: a real `href` (new tab, copy link, no script), a click handled by the router. */
export function Link({ to, replace, state, onClick, target, ref, ...anchor }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const external = isExternal(to);
  const href = external ? (to as string) : createPath(resolveTo(to, location.pathname));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (external || leavesToBrowser(event, target)) return;
    event.preventDefault();
    // A link to where the app already is replaces the entry instead of stacking a copy of it.
    navigate(href, { replace: replace ?? href === createPath(location), state });
  };
  return <a {...anchor} ref={ref} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends LinkProps {
  /** Current only on exactly its path, not on the paths below it. */
  end?: boolean;
}

/** A link that marks itself `aria-current="page"` when the app is on its path (or below it, unless `end`). */
export function NavLink({ end = false, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = resolveTo(link.to, pathname)
    .pathname.toLowerCase()
    .replace(/(.)\/+$/, '$1');
  const current = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const active = current === target || (!end && target !== '/' && current.startsWith(`${target}/`));
  return <Link aria-current={active ? 'page' : undefined} {...link} />;
}
