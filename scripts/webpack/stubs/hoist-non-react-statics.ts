/**
 * Stands in for `hoist-non-react-statics` in browser builds, with its behaviour: its only user is `@emotion/react`'s
 * `withTheme`, which stays in the first page's emotion chunk (a shared module is never tree-shaken) and brought the
 * package's CommonJS build and all of `react-is` with it (~1 KB gz) just to tell `forwardRef` and `memo` components
 * apart, which their `$$typeof` symbols do.
 */
type Statics = ReadonlySet<string | symbol>;

const REACT_STATICS: Statics = new Set([
  'childContextTypes',
  'contextType',
  'contextTypes',
  'defaultProps',
  'displayName',
  'getDefaultProps',
  'getDerivedStateFromError',
  'getDerivedStateFromProps',
  'mixins',
  'propTypes',
  'type',
]);
const KNOWN_STATICS: Statics = new Set(['name', 'length', 'prototype', 'caller', 'callee', 'arguments', 'arity']);
const FORWARD_REF_STATICS: Statics = new Set(['$$typeof', 'render', 'defaultProps', 'displayName', 'propTypes']);
const MEMO_STATICS: Statics = new Set(['$$typeof', 'compare', 'defaultProps', 'displayName', 'propTypes', 'type']);

const staticsByType = new Map<unknown, Statics>([
  [Symbol.for('react.forward_ref'), FORWARD_REF_STATICS],
  [Symbol.for('react.memo'), MEMO_STATICS],
]);

type Component = object | ((...args: never[]) => unknown);

function staticsOf(component: Component): Statics {
  return staticsByType.get((component as { $$typeof?: unknown }).$$typeof) ?? REACT_STATICS;
}

export default function hoistNonReactStatics<Target extends Component>(
  target: Target,
  source: Component | string,
  blacklist?: Record<string, boolean>,
): Target {
  // An HTML element's name has no statics to hoist.
  if (typeof source === 'string') return target;
  const inherited: unknown = Object.getPrototypeOf(source);
  if (inherited && inherited !== Object.prototype) {
    hoistNonReactStatics(target, inherited as Component, blacklist);
  }
  const targetStatics = staticsOf(target);
  const sourceStatics = staticsOf(source);
  for (const key of Reflect.ownKeys(source)) {
    if (KNOWN_STATICS.has(key) || sourceStatics.has(key) || targetStatics.has(key)) continue;
    if (typeof key === 'string' && blacklist?.[key]) continue;
    const descriptor = Object.getOwnPropertyDescriptor(source, key);
    if (!descriptor) continue;
    try {
      Object.defineProperty(target, key, descriptor);
    } catch {
      // Read-only properties of the target stay as they are, as in the package.
    }
  }
  return target;
}
