import { useSessionExpired } from '@restaurant/shared';
import { Container } from '@restaurant/shared/ui';
import { remoteWidget } from '../../features/remote-loading/remote-widget';

const RemoteSessionExpiredNotice = remoteWidget('auth/SessionExpiredNotice');

export interface SessionNoticeProps {
  maxW: string;
}

/**
 * The auth team's "your session has ended" notice. The shared watcher (started by the root layout) says when it
 * is due, so the auth remote is downloaded only then; if it cannot be loaded, nothing is shown.
 */
export function SessionNotice({ maxW }: SessionNoticeProps) {
  const expired = useSessionExpired();
  if (!expired) return null;
  return (
    <Container maxW={maxW} pt="4">
      <RemoteSessionExpiredNotice fallback={null} />
    </Container>
  );
}
