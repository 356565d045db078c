// What the host's reporter and the API both apply to a client error report (no React, no schema library).
export {
  CLIENT_EVENT_REMOTES,
  type ClientEventRemote,
  CLIENT_EVENT_VERSION_PATTERN,
  UNRELEASED_VERSION,
  CLIENT_ERROR_KINDS,
  type ClientErrorKind,
  CLIENT_EVENT_MAX_BYTES,
  CLIENT_ERROR_MESSAGE_MAX_LENGTH,
  CLIENT_ERROR_STACK_MAX_LENGTH,
} from './client-event-rules';
export { SCRUBBED, scrubClientText } from './scrub';
