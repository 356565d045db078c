import { Type, type Static } from 'typebox';
import { Data } from './common';

/** The remotes a beacon may name: anything else is a forgery, refused by the schema. */
export const CLIENT_EVENT_REMOTES = ['ordering', 'reservation', 'auth', 'demo', 'staff'] as const;
export type ClientEventRemote = (typeof CLIENT_EVENT_REMOTES)[number];

/**
 * The version of a remote's build the host loaded: a release (`20261124T073512Z-3f9c01ab2e`) or `dist`, the remote's
 * own build served when no release is live.
 */
export const CLIENT_EVENT_VERSION_PATTERN = '^(dist|[0-9]{8}T[0-9]{6}Z-[0-9a-f]{10})$';

/** What went wrong in the browser: each has one reporter in the host. */
export const CLIENT_ERROR_KINDS = [
  'window-error',
  'unhandled-rejection',
  'error-boundary',
  'remote-load',
  'chunk-load',
  'hydration',
] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** The most a beacon may carry, in bytes: a larger one is refused (413) before it is parsed. */
export const CLIENT_EVENT_MAX_BYTES = 8 * 1024;
export const CLIENT_ERROR_MESSAGE_MAX_LENGTH = 500;
export const CLIENT_ERROR_STACK_MAX_LENGTH = 4000;

const Remote = Type.Enum([...CLIENT_EVENT_REMOTES]);
const Version = Type.String({ pattern: CLIENT_EVENT_VERSION_PATTERN, maxLength: 40 });
const PageViewId = Type.String({
  pattern: '^[0-9A-Za-z-]{8,64}$',
  description: 'A random id the host draws for each page view: an event is counted once per page view',
});
const RoutePattern = Type.String({
  maxLength: 200,
  pattern: '^/[0-9A-Za-z/:_*-]*$',
  description: "The route's pattern (`/food-detail/:id`), never the address with its values or query",
});

/** One page view of a page a remote drew. */
export const PageViewBeacon = Type.Object({
  type: Type.Literal('page-view'),
  pageViewId: PageViewId,
  remote: Remote,
  version: Version,
  route: RoutePattern,
});

/** One error in the browser, blamed on the remote whose page was shown (or whose load failed). */
export const ClientErrorBeacon = Type.Object({
  type: Type.Literal('error'),
  pageViewId: PageViewId,
  remote: Remote,
  version: Version,
  route: RoutePattern,
  kind: Type.Enum([...CLIENT_ERROR_KINDS]),
  message: Type.String({ maxLength: CLIENT_ERROR_MESSAGE_MAX_LENGTH }),
  stack: Type.Optional(Type.String({ maxLength: CLIENT_ERROR_STACK_MAX_LENGTH })),
});

export const ClientEventBody = Type.Union([PageViewBeacon, ClientErrorBeacon]);
export type ClientEventBody = Static<typeof ClientEventBody>;
export type PageViewBeacon = Static<typeof PageViewBeacon>;
export type ClientErrorBeacon = Static<typeof ClientErrorBeacon>;

export const ClientEventResponse = Data(
  Type.Object({
    recorded: Type.Boolean({
      description: 'false: dropped without a word (a version never released, or already counted in this page view)',
    }),
  }),
);
