// Exposed as `auth/SessionExpiredNotice`: the host mounts it in the landing and dashboard layouts when the shared
// session watcher reports a session that ended on its own.
export { SessionExpiredNotice as default } from '../../features/session/components/session-expired-notice';
