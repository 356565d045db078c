import { Type, type Static } from 'typebox';
import {
  CLIENT_ERROR_KINDS,
  CLIENT_ERROR_MESSAGE_MAX_LENGTH,
  CLIENT_ERROR_STACK_MAX_LENGTH,
  CLIENT_EVENT_REMOTES,
  CLIENT_EVENT_VERSION_PATTERN,
} from '../client-errors/client-event-rules';
import { Data } from './common';

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

/** An operator's read of the counts (`GET /api/ops/client-activity`): one remote, since a time. */
export const ClientActivityQuery = Type.Object({
  remote: Remote,
  since: Type.String({ format: 'date-time', description: 'Counts from this instant on (ISO 8601)' }),
  samples: Type.Boolean({
    default: false,
    description: 'true: the sampled errors with their stacks too (what `npm run errors` shows), newest first',
  }),
});
export type ClientActivityQuery = Static<typeof ClientActivityQuery>;

export const VersionActivity = Type.Object({
  version: Type.String(),
  pageViews: Type.Integer({ minimum: 0 }),
  errors: Type.Integer({ minimum: 0 }),
});
export type VersionActivity = Static<typeof VersionActivity>;

/** A sampled error as stored: scrubbed when recorded, its stack still minified (the CLI resolves it). */
export const ClientErrorSample = Type.Object({
  version: Type.String(),
  kind: Type.String(),
  route: Type.String(),
  message: Type.String(),
  stack: Type.Union([Type.String(), Type.Null()]),
  at: Type.String({ format: 'date-time' }),
});
export type ClientErrorSample = Static<typeof ClientErrorSample>;

export const ClientActivity = Type.Object({
  remote: Remote,
  since: Type.String({ format: 'date-time' }),
  activity: Type.Array(VersionActivity, { description: 'Page views and errors per version, over the window' }),
  samples: Type.Array(ClientErrorSample, { description: 'Empty unless `samples=true` was asked' }),
});
export type ClientActivity = Static<typeof ClientActivity>;

export const ClientActivityResponse = Data(ClientActivity);
