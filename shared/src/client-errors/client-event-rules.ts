// Plain values, no schema library: the host reads them in its first chunk, before the shared modules are in.

/** The remotes a beacon may name: anything else is a forgery, refused by the schema. */
export const CLIENT_EVENT_REMOTES = ['ordering', 'reservation', 'auth', 'demo', 'staff'] as const;
export type ClientEventRemote = (typeof CLIENT_EVENT_REMOTES)[number];

/**
 * The version of a remote's build the host loaded: a release (`20261124T073512Z-3f9c01ab2e`) or `dist`, the remote's
 * own build served when no release is live.
 */
export const CLIENT_EVENT_VERSION_PATTERN = '^(dist|[0-9]{8}T[0-9]{6}Z-[0-9a-f]{10})$';

/** `dist`: the remote's own build, served while none of its releases is live. */
export const UNRELEASED_VERSION = 'dist';

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
